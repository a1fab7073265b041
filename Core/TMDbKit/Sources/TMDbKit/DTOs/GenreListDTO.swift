/// The body of `GET /genre/movie/list` and `GET /genre/tv/list`: every genre TMDb files movies
/// (or series) under, in TMDb's order, named in the request's language.
///
/// A missing, `null` or malformed `genres` fails the decoding (TMDb always sends the list, and an
/// empty one cached for a week would refuse every genre name), while a genre without an id or a
/// name is dropped rather than failing the whole list.
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
        guard let genres = container.decodeLossyArray(GenreDTO.self, forKey: .genres) else {
            throw DecodingError.dataCorruptedError(
                forKey: .genres, in: container, debugDescription: "a genre list needs a genres array")
        }
        self.genres = genres
    }
}
