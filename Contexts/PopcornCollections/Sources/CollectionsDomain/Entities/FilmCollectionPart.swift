import Foundation

/// One movie of a collection, as TMDb lists it in the collection's `parts`: enough to list it
/// (title, release date, rating) and to open it with its id.
public struct FilmCollectionPart: Identifiable, Equatable, Sendable {
    /// The movie's TMDb id.
    public let id: Int
    public let title: String
    public let originalTitle: String?
    public let originalLanguage: String?
    public let overview: String?
    /// The release date, or `nil` when TMDb has none yet (an announced film).
    public let releaseDate: Date?
    public let genreIDs: [Int]?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let hasVideo: Bool?
    public let isAdultOnly: Bool?

    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        releaseDate: Date? = nil,
        genreIDs: [Int]? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        hasVideo: Bool? = nil,
        isAdultOnly: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.releaseDate = releaseDate
        self.genreIDs = genreIDs
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.hasVideo = hasVideo
        self.isAdultOnly = isAdultOnly
    }
}
