import Foundation

/// The person's own history with a series, from their diary: how often they watched its episodes,
/// when last, their rating of the series, and their progress through it.
public struct TVSeriesViewing: Equatable, Sendable {
    /// Watches of its episodes, re-watches included.
    public let watchCount: Int
    /// Midnight UTC of the day of the latest watch of an episode.
    public let lastWatchedAt: Date?
    public let yourRating: Double?
    /// `nil` until an episode is watched.
    public let progress: TVSeriesProgress?

    public init(
        watchCount: Int, lastWatchedAt: Date? = nil, yourRating: Double? = nil, progress: TVSeriesProgress? = nil
    ) {
        self.watchCount = watchCount
        self.lastWatchedAt = lastWatchedAt
        self.yourRating = yourRating
        self.progress = progress
    }

    /// Never watched nor rated (or no diary to say).
    public static let unwatched = TVSeriesViewing(watchCount: 0)
}
