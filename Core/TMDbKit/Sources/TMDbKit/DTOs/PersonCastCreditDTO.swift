/// One role a person played, from the `cast` array of `/person/{id}/combined_credits`:
/// the movie or series (told apart by `media_type`; a movie has `title`, `original_title`
/// and `release_date`, a series `name`, `original_name` and `first_air_date`, and either
/// may lack them) followed by the credit itself.
public struct PersonCastCreditDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    @LossyArray public private(set) var genreIDs: [Int]?
    /// The movie's or series' id (not the person's).
    public let id: Int
    /// `movie` or `tv`; kept as a string so new values do not fail.
    public let mediaType: String
    /// ISO 3166-1 country codes; TV only.
    @LossyArray public private(set) var originCountry: [String]?
    @Lossy public private(set) var originalLanguage: String?
    /// TV only.
    @Lossy public private(set) var originalName: String?
    /// Movies only.
    @Lossy public private(set) var originalTitle: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var posterPath: String?
    /// TV only: `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var firstAirDate: String?
    /// Movies only: `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var releaseDate: String?
    /// TV only: the series' name.
    @Lossy public private(set) var name: String?
    /// Movies only: the movie's title.
    @Lossy public private(set) var title: String?
    /// Movies only.
    @Lossy public private(set) var video: Bool?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?
    @Lossy public private(set) var character: String?
    /// Identifies this credit; always sent.
    public let creditID: String
    /// Billing order in that title, 0 first (TMDb sends it for movies; the catalog for series too).
    @Lossy public private(set) var order: Int?
    /// TV only: how many episodes the person played in.
    @Lossy public private(set) var episodeCount: Int?

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
        case character
        case creditID = "credit_id"
        case order
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
        character: String? = nil,
        creditID: String,
        order: Int? = nil,
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
        self.character = character
        self.creditID = creditID
        self.order = order
        self.episodeCount = episodeCount
    }
}
