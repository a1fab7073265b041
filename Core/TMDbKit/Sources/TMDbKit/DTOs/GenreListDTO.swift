/// The body of `GET /genre/movie/list` and `GET /genre/tv/list`: every genre TMDb files movies
/// (or series) under, in TMDb's order, named in the request's language.
///
/// A missing or malformed `genres` decodes as `[]`, and a genre without an id or a name is
/// dropped rather than failing the whole list.
public struct GenreListDTO: Codable, Equatable, Sendable {
    public let genres: [GenreDTO]

    enum CodingKeys: String, CodingKey {
        case genres
    }

    public init(genres: [GenreDTO]) {
        self.genres = genres
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        genres = container.decodeLossyArrayOrEmpty(GenreDTO.self, forKey: .genres)
    }
}
