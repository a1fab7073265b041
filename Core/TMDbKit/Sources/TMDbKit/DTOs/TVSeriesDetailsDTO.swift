/// The body of `GET /tv/{id}`, exactly as TMDb sends it. Everything but `id` and `name`
/// is optional and decodes leniently (absent, `null` or wrong type give `nil`; a malformed
/// array element is dropped).
public struct TVSeriesDetailsDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    public let backdropPath: String?
    /// The people credited with creating the series.
    public let createdBy: [CreatorDTO]?
    /// Typical episode lengths in minutes; often `[]`.
    public let episodeRunTime: [Int]?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let firstAirDate: String?
    public let genres: [GenreDTO]?
    /// TMDb often sends `""`.
    public let homepage: String?
    public let id: Int
    /// Whether new episodes are still being made.
    public let inProduction: Bool?
    /// ISO 639-1 codes of the languages the series is broadcast in.
    public let languages: [String]?
    /// `YYYY-MM-DD`, or `""`/`null` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let lastAirDate: String?
    /// `null` before the first episode airs.
    public let lastEpisodeToAir: TVEpisodeAirDateDTO?
    public let name: String
    /// `null` when nothing is scheduled (always, once a series has ended).
    public let nextEpisodeToAir: TVEpisodeAirDateDTO?
    public let networks: [NetworkDTO]?
    public let numberOfEpisodes: Int?
    public let numberOfSeasons: Int?
    /// ISO 3166-1 country codes.
    public let originCountry: [String]?
    public let originalLanguage: String?
    public let originalName: String?
    public let overview: String?
    public let popularity: Double?
    public let posterPath: String?
    public let productionCompanies: [ProductionCompanyDTO]?
    public let productionCountries: [ProductionCountryDTO]?
    /// Every season, specials (`season_number` 0) included, without episodes.
    public let seasons: [TVSeasonSummaryDTO]?
    public let spokenLanguages: [SpokenLanguageDTO]?
    /// e.g. `Returning Series`, `Ended`, `Canceled`; kept as a string so new values do not fail.
    public let status: String?
    public let tagline: String?
    /// e.g. `Scripted`, `Miniseries`, `Documentary`; kept as a string so new values do not fail.
    public let type: String?
    public let voteAverage: Double?
    public let voteCount: Int?

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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
        createdBy = container.decodeLossyArray(CreatorDTO.self, forKey: .createdBy)
        episodeRunTime = container.decodeLossyArray(Int.self, forKey: .episodeRunTime)
        firstAirDate = container.decodeLossy(String.self, forKey: .firstAirDate)
        genres = container.decodeLossyArray(GenreDTO.self, forKey: .genres)
        homepage = container.decodeLossy(String.self, forKey: .homepage)
        id = try container.decode(Int.self, forKey: .id)
        inProduction = container.decodeLossy(Bool.self, forKey: .inProduction)
        languages = container.decodeLossyArray(String.self, forKey: .languages)
        lastAirDate = container.decodeLossy(String.self, forKey: .lastAirDate)
        lastEpisodeToAir = container.decodeLossy(TVEpisodeAirDateDTO.self, forKey: .lastEpisodeToAir)
        name = try container.decode(String.self, forKey: .name)
        nextEpisodeToAir = container.decodeLossy(TVEpisodeAirDateDTO.self, forKey: .nextEpisodeToAir)
        networks = container.decodeLossyArray(NetworkDTO.self, forKey: .networks)
        numberOfEpisodes = container.decodeLossy(Int.self, forKey: .numberOfEpisodes)
        numberOfSeasons = container.decodeLossy(Int.self, forKey: .numberOfSeasons)
        originCountry = container.decodeLossyArray(String.self, forKey: .originCountry)
        originalLanguage = container.decodeLossy(String.self, forKey: .originalLanguage)
        originalName = container.decodeLossy(String.self, forKey: .originalName)
        overview = container.decodeLossy(String.self, forKey: .overview)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        productionCompanies = container.decodeLossyArray(ProductionCompanyDTO.self, forKey: .productionCompanies)
        productionCountries = container.decodeLossyArray(ProductionCountryDTO.self, forKey: .productionCountries)
        seasons = container.decodeLossyArray(TVSeasonSummaryDTO.self, forKey: .seasons)
        spokenLanguages = container.decodeLossyArray(SpokenLanguageDTO.self, forKey: .spokenLanguages)
        status = container.decodeLossy(String.self, forKey: .status)
        tagline = container.decodeLossy(String.self, forKey: .tagline)
        type = container.decodeLossy(String.self, forKey: .type)
        voteAverage = container.decodeLossy(Double.self, forKey: .voteAverage)
        voteCount = container.decodeLossy(Int.self, forKey: .voteCount)
    }
}
