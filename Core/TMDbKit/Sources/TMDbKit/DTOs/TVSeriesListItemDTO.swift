/// A TV series as it appears in TMDb's lists and search results (`results[]`): a summary
/// with genre ids instead of genre objects.
public struct TVSeriesListItemDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    @LossyArray public private(set) var genreIDs: [Int]?
    public let id: Int
    /// ISO 3166-1 country codes.
    @LossyArray public private(set) var originCountry: [String]?
    @Lossy public private(set) var originalLanguage: String?
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var posterPath: String?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var firstAirDate: String?
    public let name: String
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?

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
}
