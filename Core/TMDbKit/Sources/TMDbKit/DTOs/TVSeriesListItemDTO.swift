/// A TV series as it appears in TMDb's lists and search results (`results[]`): a summary
/// with genre ids instead of genre objects.
public struct TVSeriesListItemDTO: Codable, Equatable, Sendable {
    @Lossy public var adult: Bool?
    @Lossy public var backdropPath: String?
    @LossyArray public var genreIDs: [Int]?
    public let id: Int
    /// ISO 3166-1 country codes.
    @LossyArray public var originCountry: [String]?
    @Lossy public var originalLanguage: String?
    @Lossy public var originalName: String?
    @Lossy public var overview: String?
    @Lossy public var popularity: Double?
    @Lossy public var posterPath: String?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public var firstAirDate: String?
    public let name: String
    @Lossy public var voteAverage: Double?
    @Lossy public var voteCount: Int?

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
