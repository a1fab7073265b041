import CoreDomain
import Foundation

/// A movie in a mixed page, with its images resolved.
public struct MovieMediaPreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    public let originalLanguage: String?
    public let overview: String?
    public let releaseDate: Date?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    public let genreIDs: [Int]
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let isAdultOnly: Bool
    public let hasVideo: Bool

    public init(
        id: Int,
        title: String,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        releaseDate: Date? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
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
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.genreIDs = genreIDs
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
        self.hasVideo = hasVideo
    }
}
