import Foundation

/// The person's own history with a movie, from their diary: how often they watched it, when last,
/// and their rating on TMDb's 0.5-10 scale.
public struct MovieViewing: Equatable, Sendable {
    public let watchCount: Int
    /// Midnight UTC of the day of the latest watch.
    public let lastWatchedAt: Date?
    public let yourRating: Double?

    public init(watchCount: Int, lastWatchedAt: Date? = nil, yourRating: Double? = nil) {
        self.watchCount = watchCount
        self.lastWatchedAt = lastWatchedAt
        self.yourRating = yourRating
    }

    /// Never watched nor rated (or no diary to say).
    public static let unwatched = MovieViewing(watchCount: 0)
}
