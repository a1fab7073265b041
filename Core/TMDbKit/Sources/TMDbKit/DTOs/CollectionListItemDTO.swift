/// A collection as TMDb's collection search sends it (`GET /search/collection`, `results[]`): enough
/// to list it and to ask for its movies with ``CollectionDetailsDTO``'s endpoint.
public struct CollectionListItemDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    public let id: Int
    public let name: String
    @Lossy public private(set) var originalLanguage: String?
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var posterPath: String?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case id
        case name
        case originalLanguage = "original_language"
        case originalName = "original_name"
        case overview
        case posterPath = "poster_path"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        id: Int,
        name: String,
        originalLanguage: String? = nil,
        originalName: String? = nil,
        overview: String? = nil,
        posterPath: String? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.id = id
        self.name = name
        self.originalLanguage = originalLanguage
        self.originalName = originalName
        self.overview = overview
        self.posterPath = posterPath
    }
}
