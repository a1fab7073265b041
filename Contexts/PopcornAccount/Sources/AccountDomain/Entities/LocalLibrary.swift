import Foundation

/// The watchlist and ratings kept here, as the sync sees them: each title on the watchlist (with
/// its name), and each rating with when it was given, or taken back (a rating taken back is kept as
/// a mark without a value), with the name of what was rated.
public struct LocalLibrary: Equatable, Sendable {
    /// Each title on the watchlist here, and its name.
    public let watchlist: [WatchlistKey: String]
    public let ratings: [RatedKey: RatingMark]
    /// What each rating (given or taken back) is of: `Breaking Bad`, `Breaking Bad: Pilot`.
    public let ratingNames: [RatedKey: String]
    /// When each title was put on the watchlist here: a title taken off and put back since both
    /// sides last agreed on it is a change made here, though the watchlist holds it as before.
    public let watchlistAddedAt: [WatchlistKey: Date]

    public init(
        watchlist: [WatchlistKey: String], ratings: [RatedKey: RatingMark], ratingNames: [RatedKey: String],
        watchlistAddedAt: [WatchlistKey: Date] = [:]
    ) {
        self.watchlist = watchlist
        self.ratings = ratings
        self.ratingNames = ratingNames
        self.watchlistAddedAt = watchlistAddedAt
    }

    /// No watchlist and no ratings.
    public static let empty = LocalLibrary(watchlist: [:], ratings: [:], ratingNames: [:])
}
