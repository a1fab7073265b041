/// The body of `GET /movie/{id}`, exactly as TMDb sends it. Everything but `id` and
/// `title` is optional and decodes leniently (absent, `null` or wrong type give `nil`).
public struct MovieDetailsDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    public let backdropPath: String?
    public let belongsToCollection: BelongsToCollectionDTO?
    /// US dollars; TMDb sends `0` when unknown.
    public let budget: Double?
    public let genres: [GenreDTO]?
    /// TMDb often sends `""`.
    public let homepage: String?
    public let id: Int
    public let imdbID: String?
    public let originCountry: [String]?
    public let originalLanguage: String?
    public let originalTitle: String?
    public let overview: String?
    public let popularity: Double?
    public let posterPath: String?
    public let productionCompanies: [ProductionCompanyDTO]?
    public let productionCountries: [ProductionCountryDTO]?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let releaseDate: String?
    /// US dollars; TMDb sends `0` when unknown.
    public let revenue: Double?
    /// Minutes.
    public let runtime: Int?
    public let spokenLanguages: [SpokenLanguageDTO]?
    /// e.g. `Released`, `Post Production`; kept as a string so new values do not fail.
    public let status: String?
    public let tagline: String?
    public let title: String
    public let video: Bool?
    public let voteAverage: Double?
    public let voteCount: Int?

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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
        belongsToCollection = container.decodeLossy(BelongsToCollectionDTO.self, forKey: .belongsToCollection)
        budget = container.decodeLossy(Double.self, forKey: .budget)
        genres = container.decodeLossyArray(GenreDTO.self, forKey: .genres)
        homepage = container.decodeLossy(String.self, forKey: .homepage)
        id = try container.decode(Int.self, forKey: .id)
        imdbID = container.decodeLossy(String.self, forKey: .imdbID)
        originCountry = container.decodeLossyArray(String.self, forKey: .originCountry)
        originalLanguage = container.decodeLossy(String.self, forKey: .originalLanguage)
        originalTitle = container.decodeLossy(String.self, forKey: .originalTitle)
        overview = container.decodeLossy(String.self, forKey: .overview)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        productionCompanies = container.decodeLossyArray(ProductionCompanyDTO.self, forKey: .productionCompanies)
        productionCountries = container.decodeLossyArray(ProductionCountryDTO.self, forKey: .productionCountries)
        releaseDate = container.decodeLossy(String.self, forKey: .releaseDate)
        revenue = container.decodeLossy(Double.self, forKey: .revenue)
        runtime = container.decodeLossy(Int.self, forKey: .runtime)
        spokenLanguages = container.decodeLossyArray(SpokenLanguageDTO.self, forKey: .spokenLanguages)
        status = container.decodeLossy(String.self, forKey: .status)
        tagline = container.decodeLossy(String.self, forKey: .tagline)
        title = try container.decode(String.self, forKey: .title)
        video = container.decodeLossy(Bool.self, forKey: .video)
        voteAverage = container.decodeLossy(Double.self, forKey: .voteAverage)
        voteCount = container.decodeLossy(Int.self, forKey: .voteCount)
    }
}
