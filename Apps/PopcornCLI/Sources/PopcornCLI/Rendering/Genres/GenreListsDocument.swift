import CoreApplication
import GenresDomain

/// What `popcorn genres` prints: the genre lists asked for, by kind. Under `--json` it is
/// `{"movie": [{"id": 28, "name": "Action"}, ...], "tv": [...]}`, with only the kinds asked for.
struct GenreListsDocument: Encodable, Equatable, Sendable {
    /// The movie genres, in TMDb's order; `nil` when not asked for.
    let movie: [GenreDetails]?
    /// The series genres, in TMDb's order; `nil` when not asked for.
    let tv: [GenreDetails]?

    enum CodingKeys: String, CodingKey {
        case movie
        case tv
    }

    /// The lists present, movies first.
    var lists: [(mediaType: GenreMediaType, genres: [GenreDetails])] {
        [(GenreMediaType.movie, movie), (.tv, tv)].compactMap { kind, genres in genres.map { (kind, $0) } }
    }
}
