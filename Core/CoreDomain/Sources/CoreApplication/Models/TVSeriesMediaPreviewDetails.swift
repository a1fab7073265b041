import CoreDomain
import Foundation

/// A series in a mixed page, with its images resolved.
public struct TVSeriesMediaPreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    public let originalLanguage: String?
    public let overview: String?
    public let firstAirDate: Date?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    public let genreIDs: [Int]
    public let originCountries: [String]
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let isAdultOnly: Bool

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        firstAirDate: Date? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        genreIDs: [Int] = [],
        originCountries: [String] = [],
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        isAdultOnly: Bool = false
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.firstAirDate = firstAirDate
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.genreIDs = genreIDs
        self.originCountries = originCountries
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
    }
}
