/// The collection (franchise) a movie belongs to, from `belongs_to_collection`.
public struct BelongsToCollectionDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    @Lossy public private(set) var posterPath: String?
    @Lossy public private(set) var backdropPath: String?

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
}
