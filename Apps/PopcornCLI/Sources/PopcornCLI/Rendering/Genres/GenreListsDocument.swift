import CoreApplication
import GenresDomain

/// What `popcorn genres` prints: the genre lists asked for, by kind. Under `--json` it is CLI.md's
/// list document, one page holding every genre asked for, movies first, each with its kind:
/// `{"page": 1, "totalPages": 1, "totalResults": 35, "results": [{"kind": "movie", "id": 28,
/// "name": "Action"}, ...]}`.
struct GenreListsDocument: Encodable, Equatable, Sendable {
    /// The movie genres, in TMDb's order; `nil` when not asked for.
    let movie: [GenreDetails]?
    /// The series genres, in TMDb's order; `nil` when not asked for.
    let tv: [GenreDetails]?

    enum CodingKeys: String, CodingKey {
        case page
        case totalPages
        case totalResults
        case results
    }

    /// The keys of one result: the genre's own, plus the kind of title it files.
    enum ResultKeys: String, CodingKey {
        case kind
        case id
        case name
    }

    /// The lists present, movies first.
    var lists: [(mediaType: GenreMediaType, genres: [GenreDetails])] {
        [(GenreMediaType.movie, movie), (.tv, tv)].compactMap { kind, genres in genres.map { (kind, $0) } }
    }

    func encode(to encoder: any Encoder) throws {
        let rows = lists.flatMap { list in list.genres.map { (mediaType: list.mediaType, genre: $0) } }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .page)
        try container.encode(1, forKey: .totalPages)
        try container.encode(rows.count, forKey: .totalResults)
        var results = container.nestedUnkeyedContainer(forKey: .results)
        for row in rows {
            var result = results.nestedContainer(keyedBy: ResultKeys.self)
            try result.encode(row.mediaType.rawValue, forKey: .kind)
            try result.encode(row.genre.id, forKey: .id)
            try result.encode(row.genre.name, forKey: .name)
        }
    }
}
