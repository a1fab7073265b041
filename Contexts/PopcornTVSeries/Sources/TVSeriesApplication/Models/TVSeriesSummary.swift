import Foundation

/// What another context keeps of a series (the watchlist, for an entry): its name, date, rating and
/// poster path as TMDb gives it, without the screen's parts, images configuration or watchlist state.
public struct TVSeriesSummary: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let firstAirDate: Date?
    /// The poster's path as TMDb gives it (`/abc.jpg`), for whoever resolves images later.
    public let posterPath: URL?
    public let voteAverage: Double?

    public init(id: Int, name: String, firstAirDate: Date? = nil, posterPath: URL? = nil, voteAverage: Double? = nil) {
        self.id = id
        self.name = name
        self.firstAirDate = firstAirDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
    }
}
