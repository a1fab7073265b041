import ArgumentParser
import WatchlistDomain

/// `--kind movie|tv` of `popcorn watchlist list`.
enum WatchlistKindOption: String, ArgumentChoice, Sendable {
    case movie
    case tv

    /// The watchlist's kind.
    var kind: WatchlistKind {
        switch self {
        case .movie: .movie
        case .tv: .tvSeries
        }
    }
}
