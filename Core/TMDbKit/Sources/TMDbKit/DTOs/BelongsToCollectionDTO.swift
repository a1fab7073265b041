/// The collection (franchise) a movie belongs to, from `belongs_to_collection`.
public struct BelongsToCollectionDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let posterPath: String?
    public let backdropPath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
    }

    public init(id: Int, name: String, posterPath: String? = nil, backdropPath: String? = nil) {
        self.id = id
        self.name = name
        self.posterPath = posterPath
        self.backdropPath = backdropPath
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
    }
}
