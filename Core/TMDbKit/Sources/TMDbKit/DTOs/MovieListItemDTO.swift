/// A movie as it appears in TMDb's lists and search results (`results[]`): a summary
/// with genre ids instead of genre objects.
public struct MovieListItemDTO: Codable, Equatable, Sendable {
    @Lossy public private(set) var adult: Bool?
    @Lossy public private(set) var backdropPath: String?
    @LossyArray public private(set) var genreIDs: [Int]?
    public let id: Int
    @Lossy public private(set) var originalLanguage: String?
    @Lossy public private(set) var originalTitle: String?
    @Lossy public private(set) var overview: String?
    @Lossy public private(set) var popularity: Double?
    @Lossy public private(set) var posterPath: String?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    @Lossy public private(set) var releaseDate: String?
    public let title: String
    @Lossy public private(set) var video: Bool?
    @Lossy public private(set) var voteAverage: Double?
    @Lossy public private(set) var voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case id
        case originalLanguage = "original_language"
        case originalTitle = "original_title"
        case overview
        case popularity
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case title
        case video
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    public init(
        adult: Bool? = nil,
        backdropPath: String? = nil,
        genreIDs: [Int]? = nil,
        id: Int,
        originalLanguage: String? = nil,
        originalTitle: String? = nil,
        overview: String? = nil,
        popularity: Double? = nil,
        posterPath: String? = nil,
        releaseDate: String? = nil,
        title: String,
        video: Bool? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.adult = adult
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.id = id
        self.originalLanguage = originalLanguage
        self.originalTitle = originalTitle
        self.overview = overview
        self.popularity = popularity
        self.posterPath = posterPath
        self.releaseDate = releaseDate
        self.title = title
        self.video = video
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
