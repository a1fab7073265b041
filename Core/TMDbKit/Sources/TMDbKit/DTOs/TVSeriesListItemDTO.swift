/// A TV series as it appears in TMDb's lists and search results (`results[]`): a summary
/// with genre ids instead of genre objects.
public struct TVSeriesListItemDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    public let backdropPath: String?
    public let genreIDs: [Int]?
    public let id: Int
    /// ISO 3166-1 country codes.
    public let originCountry: [String]?
    public let originalLanguage: String?
    public let originalName: String?
    public let overview: String?
    public let popularity: Double?
    public let posterPath: String?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let firstAirDate: String?
    public let name: String
    public let voteAverage: Double?
    public let voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case id
        case originCountry = "origin_country"
        case originalLanguage = "original_language"
        case originalName = "original_name"
        case overview
        case popularity
        case posterPath = "poster_path"
        case firstAirDate = "first_air_date"
        case name
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        genreIDs: [Int]? = nil,
        id: Int,
        originCountry: [String]? = nil,
        originalLanguage: String? = nil,
        originalName: String? = nil,
        overview: String? = nil,
        popularity: Double? = nil,
        posterPath: String? = nil,
        firstAirDate: String? = nil,
        name: String,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.id = id
        self.originCountry = originCountry
        self.originalLanguage = originalLanguage
        self.originalName = originalName
        self.overview = overview
        self.popularity = popularity
        self.posterPath = posterPath
        self.firstAirDate = firstAirDate
        self.name = name
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
        genreIDs = container.decodeLossyArray(Int.self, forKey: .genreIDs)
        id = try container.decode(Int.self, forKey: .id)
        originCountry = container.decodeLossyArray(String.self, forKey: .originCountry)
        originalLanguage = container.decodeLossy(String.self, forKey: .originalLanguage)
        originalName = container.decodeLossy(String.self, forKey: .originalName)
        overview = container.decodeLossy(String.self, forKey: .overview)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        firstAirDate = container.decodeLossy(String.self, forKey: .firstAirDate)
        name = try container.decode(String.self, forKey: .name)
        voteAverage = container.decodeLossy(Double.self, forKey: .voteAverage)
        voteCount = container.decodeLossy(Int.self, forKey: .voteCount)
    }
}
