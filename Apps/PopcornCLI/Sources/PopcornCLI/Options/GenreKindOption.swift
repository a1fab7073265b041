import ArgumentParser
import GenresDomain

/// `popcorn genres [movie|tv]`: which genre list to show (both when left out).
enum GenreKindOption: String, ArgumentChoice, Sendable {
    case movie
    case tv

    /// The Genres context's kind.
    var mediaType: GenreMediaType {
        switch self {
        case .movie: .movie
        case .tv: .tv
        }
    }
}
