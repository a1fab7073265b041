/// One job a person did, from the `crew` array of `/person/{id}/combined_credits`: the
/// movie or series (told apart by `media_type`; a movie has `title`, `original_title` and
/// `release_date`, a series `name`, `original_name` and `first_air_date`, and either may
/// lack them) followed by the credit itself. Creating a series is a `Creator` job in
/// `Writing`.
public struct PersonCrewCreditDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    public let backdropPath: String?
    public let genreIDs: [Int]?
    /// The movie's or series' id (not the person's).
    public let id: Int
    /// `movie` or `tv`; kept as a string so new values do not fail.
    public let mediaType: String
    /// ISO 3166-1 country codes; TV only.
    public let originCountry: [String]?
    public let originalLanguage: String?
    /// TV only.
    public let originalName: String?
    /// Movies only.
    public let originalTitle: String?
    public let overview: String?
    public let popularity: Double?
    public let posterPath: String?
    /// TV only: `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let firstAirDate: String?
    /// Movies only: `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let releaseDate: String?
    /// TV only: the series' name.
    public let name: String?
    /// Movies only: the movie's title.
    public let title: String?
    /// Movies only.
    public let video: Bool?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// Identifies this credit; always sent.
    public let creditID: String
    /// e.g. `Directing`, `Writing`.
    public let department: String?
    /// e.g. `Director`, `Creator`.
    public let job: String?
    /// TV only: how many episodes the person did this job on.
    public let episodeCount: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case id
        case mediaType = "media_type"
        case originCountry = "origin_country"
        case originalLanguage = "original_language"
        case originalName = "original_name"
        case originalTitle = "original_title"
        case overview
        case popularity
        case posterPath = "poster_path"
        case firstAirDate = "first_air_date"
        case releaseDate = "release_date"
        case name
        case title
        case video
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case creditID = "credit_id"
        case department
        case job
        case episodeCount = "episode_count"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        genreIDs: [Int]? = nil,
        id: Int,
        mediaType: String,
        originCountry: [String]? = nil,
        originalLanguage: String? = nil,
        originalName: String? = nil,
        originalTitle: String? = nil,
        overview: String? = nil,
        popularity: Double? = nil,
        posterPath: String? = nil,
        firstAirDate: String? = nil,
        releaseDate: String? = nil,
        name: String? = nil,
        title: String? = nil,
        video: Bool? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        creditID: String,
        department: String? = nil,
        job: String? = nil,
        episodeCount: Int? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.id = id
        self.mediaType = mediaType
        self.originCountry = originCountry
        self.originalLanguage = originalLanguage
        self.originalName = originalName
        self.originalTitle = originalTitle
        self.overview = overview
        self.popularity = popularity
        self.posterPath = posterPath
        self.firstAirDate = firstAirDate
        self.releaseDate = releaseDate
        self.name = name
        self.title = title
        self.video = video
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.creditID = creditID
        self.department = department
        self.job = job
        self.episodeCount = episodeCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
        genreIDs = container.decodeLossyArray(Int.self, forKey: .genreIDs)
        id = try container.decode(Int.self, forKey: .id)
        mediaType = try container.decode(String.self, forKey: .mediaType)
        originCountry = container.decodeLossyArray(String.self, forKey: .originCountry)
        originalLanguage = container.decodeLossy(String.self, forKey: .originalLanguage)
        originalName = container.decodeLossy(String.self, forKey: .originalName)
        originalTitle = container.decodeLossy(String.self, forKey: .originalTitle)
        overview = container.decodeLossy(String.self, forKey: .overview)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        firstAirDate = container.decodeLossy(String.self, forKey: .firstAirDate)
        releaseDate = container.decodeLossy(String.self, forKey: .releaseDate)
        name = container.decodeLossy(String.self, forKey: .name)
        title = container.decodeLossy(String.self, forKey: .title)
        video = container.decodeLossy(Bool.self, forKey: .video)
        voteAverage = container.decodeLossy(Double.self, forKey: .voteAverage)
        voteCount = container.decodeLossy(Int.self, forKey: .voteCount)
        creditID = try container.decode(String.self, forKey: .creditID)
        department = container.decodeLossy(String.self, forKey: .department)
        job = container.decodeLossy(String.self, forKey: .job)
        episodeCount = container.decodeLossy(Int.self, forKey: .episodeCount)
    }
}
