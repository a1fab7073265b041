/// A movie as it appears in TMDb's lists and search results (`results[]`): a summary
/// with genre ids instead of genre objects.
public struct MovieListItemDTO: Codable, Equatable, Sendable {
    public let adult: Bool?
    public let backdropPath: String?
    public let genreIDs: [Int]?
    public let id: Int
    public let originalLanguage: String?
    public let originalTitle: String?
    public let overview: String?
    public let popularity: Double?
    public let posterPath: String?
    /// `YYYY-MM-DD`, or `""` when unknown; parse with ``TMDbDate/parse(_:)``.
    public let releaseDate: String?
    public let title: String
    public let video: Bool?
    public let voteAverage: Double?
    public let voteCount: Int?

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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        adult = container.decodeLossy(Bool.self, forKey: .adult)
        backdropPath = container.decodeLossy(String.self, forKey: .backdropPath)
        genreIDs = container.decodeLossyArray(Int.self, forKey: .genreIDs)
        id = try container.decode(Int.self, forKey: .id)
        originalLanguage = container.decodeLossy(String.self, forKey: .originalLanguage)
        originalTitle = container.decodeLossy(String.self, forKey: .originalTitle)
        overview = container.decodeLossy(String.self, forKey: .overview)
        popularity = container.decodeLossy(Double.self, forKey: .popularity)
        posterPath = container.decodeLossy(String.self, forKey: .posterPath)
        releaseDate = container.decodeLossy(String.self, forKey: .releaseDate)
        title = try container.decode(String.self, forKey: .title)
        video = container.decodeLossy(Bool.self, forKey: .video)
        voteAverage = container.decodeLossy(Double.self, forKey: .voteAverage)
        voteCount = container.decodeLossy(Int.self, forKey: .voteCount)
    }
}
