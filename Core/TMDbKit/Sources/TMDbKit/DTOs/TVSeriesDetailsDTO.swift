/// The body of `GET /tv/{id}`, exactly as TMDb sends it. Everything but `id` and `name`
/// is optional and decodes leniently (absent, `null` or wrong type give `nil`; a malformed
/// array element is dropped).
public struct TVSeriesDetailsDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    /// The people credited with creating the series.
    @LossyArray public private(set) var createdBy: [CreatorDTO]?
    /// Typical episode lengths in minutes; often `[]`.
    @LossyArray public private(set) var episodeRunTime: [Int]?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var firstAirDate: String?
    @LossyArray public private(set) var genres: [GenreDTO]?
    /// TMDb often sends `""`.
    @Lossy public private(set) var homepage: String?
    public let id: Int
    /// Whether new episodes are still being made.
    @Lossy public private(set) var inProduction: Bool?
    /// ISO 639-1 codes of the languages the series is broadcast in.
    @LossyArray public private(set) var languages: [String]?
    /// `YYYY-MM-DD`, or `""`/`null` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var lastAirDate: String?
    /// `null` before the first episode airs.
    @Lossy public private(set) var lastEpisodeToAir: TVEpisodeAirDateDTO?
    public let name: String
    /// `null` when nothing is scheduled (always, once a series has ended).
    @Lossy public private(set) var nextEpisodeToAir: TVEpisodeAirDateDTO?
    @LossyArray public private(set) var networks: [NetworkDTO]?
    @Lossy public private(set) var numberOfEpisodes: Int?
    @Lossy public private(set) var numberOfSeasons: Int?
    /// ISO 3166-1 country codes.
    @LossyArray public private(set) var originCountry: [String]?
    @Lossy public private(set) var originalLanguage: String?
    @Lossy public private(set) var originalName: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var posterPath: String?
    @LossyArray public private(set) var productionCompanies: [ProductionCompanyDTO]?
    @LossyArray public private(set) var productionCountries: [ProductionCountryDTO]?
    /// Every season, specials (`season_number` 0) included, without episodes.
    @LossyArray public private(set) var seasons: [TVSeasonSummaryDTO]?
    @LossyArray public private(set) var spokenLanguages: [SpokenLanguageDTO]?
    /// e.g. `Returning Series`, `Ended`, `Canceled`; kept as a string so new values do not fail.
    @Lossy public private(set) var status: String?
    @Lossy public private(set) var tagline: String?
    /// e.g. `Scripted`, `Miniseries`, `Documentary`; kept as a string so new values do not fail.
    @Lossy public private(set) var type: String?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case createdBy = "created_by"
        case episodeRunTime = "episode_run_time"
        case firstAirDate = "first_air_date"
        case genres
        case homepage
        case id
        case inProduction = "in_production"
        case languages
        case lastAirDate = "last_air_date"
        case lastEpisodeToAir = "last_episode_to_air"
        case name
        case nextEpisodeToAir = "next_episode_to_air"
        case networks
        case numberOfEpisodes = "number_of_episodes"
        case numberOfSeasons = "number_of_seasons"
        case originCountry = "origin_country"
        case originalLanguage = "original_language"
        case originalName = "original_name"
        case overview
        case popularity
        case posterPath = "poster_path"
        case productionCompanies = "production_companies"
        case productionCountries = "production_countries"
        case seasons
        case spokenLanguages = "spoken_languages"
        case status
        case tagline
        case type
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        createdBy: [CreatorDTO]? = nil,
        episodeRunTime: [Int]? = nil,
        firstAirDate: String? = nil,
        genres: [GenreDTO]? = nil,
        homepage: String? = nil,
        id: Int,
        inProduction: Bool? = nil,
        languages: [String]? = nil,
        lastAirDate: String? = nil,
        lastEpisodeToAir: TVEpisodeAirDateDTO? = nil,
        name: String,
        nextEpisodeToAir: TVEpisodeAirDateDTO? = nil,
        networks: [NetworkDTO]? = nil,
        numberOfEpisodes: Int? = nil,
        numberOfSeasons: Int? = nil,
        originCountry: [String]? = nil,
        originalLanguage: String? = nil,
        originalName: String? = nil,
        overview: String? = nil,
        popularity: Double? = nil,
        posterPath: String? = nil,
        productionCompanies: [ProductionCompanyDTO]? = nil,
        productionCountries: [ProductionCountryDTO]? = nil,
        seasons: [TVSeasonSummaryDTO]? = nil,
        spokenLanguages: [SpokenLanguageDTO]? = nil,
        status: String? = nil,
        tagline: String? = nil,
        type: String? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.createdBy = createdBy
        self.episodeRunTime = episodeRunTime
        self.firstAirDate = firstAirDate
        self.genres = genres
        self.homepage = homepage
        self.id = id
        self.inProduction = inProduction
        self.languages = languages
        self.lastAirDate = lastAirDate
        self.lastEpisodeToAir = lastEpisodeToAir
        self.name = name
        self.nextEpisodeToAir = nextEpisodeToAir
        self.networks = networks
        self.numberOfEpisodes = numberOfEpisodes
        self.numberOfSeasons = numberOfSeasons
        self.originCountry = originCountry
        self.originalLanguage = originalLanguage
        self.originalName = originalName
        self.overview = overview
        self.popularity = popularity
        self.posterPath = posterPath
        self.productionCompanies = productionCompanies
        self.productionCountries = productionCountries
        self.seasons = seasons
        self.spokenLanguages = spokenLanguages
        self.status = status
        self.tagline = tagline
        self.type = type
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
