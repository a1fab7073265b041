import Foundation

/// The summary of a series that TMDb's lists and searches return.
public struct TVSeriesPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    public let originalLanguage: String?
    public let originCountry: [String]?
    public let overview: String?
    public let firstAirDate: Date?
    public let genreIDs: [Int]?
    public let posterPath: URL?
    public let backdropPath: URL?
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
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
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
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
    }
}
