import CoreDomain
import Foundation

/// One movie in a list or search page, with its images resolved.
public struct MoviePreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    public let originalLanguage: String?
    public let overview: String?
    public let releaseDate: Date?
    public let genreIDs: [Int]?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
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
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
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
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.hasVideo = hasVideo
        self.isAdultOnly = isAdultOnly
    }
}
