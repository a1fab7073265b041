import Foundation

/// A movie as TMDb's searches, trending and discover pages return it (`media_type` `movie` where
/// kinds mix): every field of the row, with genre ids instead of genres.
public struct MovieMediaPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    /// ISO 639-1, e.g. `en`.
    public let originalLanguage: String?
    public let overview: String?
    public let releaseDate: Date?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let genreIDs: [Int]
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// TMDb's `adult` flag.
    public let isAdultOnly: Bool
    /// TMDb's `video` flag: a video release rather than a film.
    public let hasVideo: Bool

    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        genreIDs: [Int] = [],
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        isAdultOnly: Bool = false,
        hasVideo: Bool = false
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
        self.hasVideo = hasVideo
    }
}
