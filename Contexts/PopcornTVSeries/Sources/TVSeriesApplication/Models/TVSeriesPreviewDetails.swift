import CoreDomain
import Foundation

/// One series in a list or search page, with its images resolved.
public struct TVSeriesPreviewDetails: Identifiable, Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    public let originalLanguage: String?
    public let originCountry: [String]?
    public let overview: String?
    public let firstAirDate: Date?
    public let genreIDs: [Int]?
    public let posterURLSet: ImageURLSet?
    public let backdropURLSet: ImageURLSet?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    public let isAdultOnly: Bool?

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        originalLanguage: String? = nil,
        originCountry: [String]? = nil,
        overview: String? = nil,
        firstAirDate: Date? = nil,
        genreIDs: [Int]? = nil,
        posterURLSet: ImageURLSet? = nil,
        backdropURLSet: ImageURLSet? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil,
        isAdultOnly: Bool? = nil
    ) {
        self.id = id
        self.name = name
        self.originalName = originalName
        self.originalLanguage = originalLanguage
        self.originCountry = originCountry
        self.overview = overview
        self.firstAirDate = firstAirDate
        self.genreIDs = genreIDs
        self.posterURLSet = posterURLSet
        self.backdropURLSet = backdropURLSet
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
    }
}
