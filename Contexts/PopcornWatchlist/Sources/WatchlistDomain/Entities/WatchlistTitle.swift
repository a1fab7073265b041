import Foundation

/// What the watchlist keeps of a title so it can be listed offline, without asking TMDb again: its
/// name, release (or first air) date, poster and rating when it was added.
public struct WatchlistTitle: Equatable, Sendable {
    public let id: WatchlistItemID
    public let title: String
    /// The release date of a movie, the first air date of a series.
    public let releaseDate: Date?
    public let posterPath: URL?
    /// TMDb's average vote (0 to 10) when the title was added.
    public let voteAverage: Double?

    public init(
        id: WatchlistItemID,
        title: String,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        voteAverage: Double? = nil
    ) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
    }
}
