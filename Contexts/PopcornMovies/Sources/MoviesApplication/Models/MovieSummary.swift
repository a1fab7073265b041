import Foundation

/// What another context keeps of a movie (the watchlist, for an entry): its name, date, rating and
/// poster path as TMDb gives it, without the screen's parts, images configuration or watchlist state.
public struct MovieSummary: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let releaseDate: Date?
    /// The poster's path as TMDb gives it (`/abc.jpg`), for whoever resolves images later.
    public let posterPath: URL?
    public let voteAverage: Double?

    public init(id: Int, title: String, releaseDate: Date? = nil, posterPath: URL? = nil, voteAverage: Double? = nil) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
    }
}
