/// The body of `GET /movie/{id}`, exactly as TMDb sends it. Everything but `id` and
/// `title` is optional and decodes leniently (absent, `null` or wrong type give `nil`).
public struct MovieDetailsDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    @Lossy public private(set) var belongsToCollection: BelongsToCollectionDTO?
    /// US dollars; TMDb sends `0` when unknown.
    @Lossy public private(set) var budget: Double?
    @LossyArray public private(set) var genres: [GenreDTO]?
    /// TMDb often sends `""`.
    @Lossy public private(set) var homepage: String?
    public let id: Int
    @Lossy public private(set) var imdbID: String?
    @LossyArray public private(set) var originCountry: [String]?
    @Lossy public private(set) var originalLanguage: String?
    @Lossy public private(set) var originalTitle: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var posterPath: String?
    @LossyArray public private(set) var productionCompanies: [ProductionCompanyDTO]?
    @LossyArray public private(set) var productionCountries: [ProductionCountryDTO]?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var releaseDate: String?
    /// US dollars; TMDb sends `0` when unknown.
    @Lossy public private(set) var revenue: Double?
    /// Minutes.
    @Lossy public private(set) var runtime: Int?
    @LossyArray public private(set) var spokenLanguages: [SpokenLanguageDTO]?
    /// e.g. `Released`, `Post Production`; kept as a string so new values do not fail.
    @Lossy public private(set) var status: String?
    @Lossy public private(set) var tagline: String?
    public let title: String
    @Lossy public private(set) var video: Bool?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case belongsToCollection = "belongs_to_collection"
        case budget
        case genres
        case homepage
        case id
        case imdbID = "imdb_id"
        case originCountry = "origin_country"
        case originalLanguage = "original_language"
        case originalTitle = "original_title"
        case overview
        case popularity
        case posterPath = "poster_path"
        case productionCompanies = "production_companies"
        case productionCountries = "production_countries"
        case releaseDate = "release_date"
        case revenue
        case runtime
        case spokenLanguages = "spoken_languages"
        case status
        case tagline
        case title
        case video
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        belongsToCollection: BelongsToCollectionDTO? = nil,
        budget: Double? = nil,
        genres: [GenreDTO]? = nil,
        homepage: String? = nil,
        id: Int,
        imdbID: String? = nil,
        originCountry: [String]? = nil,
        originalLanguage: String? = nil,
        originalTitle: String? = nil,
        overview: String? = nil,
        popularity: Double? = nil,
        posterPath: String? = nil,
        productionCompanies: [ProductionCompanyDTO]? = nil,
        productionCountries: [ProductionCountryDTO]? = nil,
        releaseDate: String? = nil,
        revenue: Double? = nil,
        runtime: Int? = nil,
        spokenLanguages: [SpokenLanguageDTO]? = nil,
        status: String? = nil,
        tagline: String? = nil,
        title: String,
        video: Bool? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.belongsToCollection = belongsToCollection
        self.budget = budget
        self.genres = genres
        self.homepage = homepage
        self.id = id
        self.imdbID = imdbID
        self.originCountry = originCountry
        self.originalLanguage = originalLanguage
        self.originalTitle = originalTitle
        self.overview = overview
        self.popularity = popularity
        self.posterPath = posterPath
        self.productionCompanies = productionCompanies
        self.productionCountries = productionCountries
        self.releaseDate = releaseDate
        self.revenue = revenue
        self.runtime = runtime
        self.spokenLanguages = spokenLanguages
        self.status = status
        self.tagline = tagline
        self.title = title
        self.video = video
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
