import ArgumentParser
import DiscoverDomain

/// The `movie|tv` argument of `popcorn providers`: whose streaming services to list.
enum ProviderKindOption: String, ArgumentChoice, Sendable {
    case movie
    case tv

    /// The Discover context's kind.
    var mediaType: DiscoverMediaType {
        switch self {
        case .movie: .movie
        case .tv: .tvSeries
        }
    }

    /// `movie` or `series`: the kind, as a word before another.
    var noun: String {
        switch self {
        case .movie: "movie"
        case .tv: "series"
        }
    }
}
