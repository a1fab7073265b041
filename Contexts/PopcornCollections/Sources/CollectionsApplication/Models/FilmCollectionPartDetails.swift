import CoreDomain
import Foundation

/// One movie of a collection as presentations need it: the movie's fields with images resolved, and
/// the year and rating a list shows, so no front end works them out itself.
public struct FilmCollectionPartDetails: Identifiable, Codable, Equatable, Sendable {
    /// The movie's TMDb id: `popcorn movie <id>` opens it.
    public let id: Int
    public let title: String
    public let originalTitle: String?
    public let originalLanguage: String?
    public let overview: String?
    public let releaseDate: Date?
    /// The release date's year (GMT, as TMDb's dates are), or `nil` when there is no date.
    public let releaseYear: Int?
    public let genreIDs: [Int]?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// The average vote to one decimal (`8.7`), or `nil` when nobody has voted.
    public let rating: Double?
    public let hasVideo: Bool?
    public let isAdultOnly: Bool?

    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        releaseDate: Date? = nil,
        releaseYear: Int? = nil,
        genreIDs: [Int]? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        rating: Double? = nil,
        hasVideo: Bool? = nil,
        isAdultOnly: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.releaseDate = releaseDate
        self.releaseYear = releaseYear
        self.genreIDs = genreIDs
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.rating = rating
        self.hasVideo = hasVideo
        self.isAdultOnly = isAdultOnly
    }
}
