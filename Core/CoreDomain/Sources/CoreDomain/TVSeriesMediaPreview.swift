import Foundation

/// A series as TMDb's searches, trending and discover pages return it (`media_type` `tv` where
/// kinds mix): every field of the row, with genre ids instead of genres.
public struct TVSeriesMediaPreview: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let originalName: String?
    /// ISO 639-1, e.g. `en`.
    public let originalLanguage: String?
    public let overview: String?
    public let firstAirDate: Date?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let genreIDs: [Int]
    /// ISO 3166-1 codes, e.g. `["US"]`.
    public let originCountries: [String]
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?
    /// TMDb's `adult` flag.
    public let isAdultOnly: Bool

    public init(
        id: Int,
        name: String,
        originalName: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        firstAirDate: Date? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
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
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.originCountries = originCountries
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.isAdultOnly = isAdultOnly
    }
}
