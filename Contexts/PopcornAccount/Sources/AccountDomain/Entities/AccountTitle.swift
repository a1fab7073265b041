import Foundation

/// What TMDb's lists say of a title, enough to put it on the watchlist here or name its rating:
/// the movie's title or the series' name, its first release, its poster and its score.
public struct AccountTitle: Equatable, Sendable {
    public let name: String
    public let releaseDate: Date?
    /// TMDb's raw poster path (`/abc.jpg`).
    public let posterPath: String?
    public let voteAverage: Double?

    public init(name: String, releaseDate: Date? = nil, posterPath: String? = nil, voteAverage: Double? = nil) {
        self.name = name
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
    }
}
