import Foundation

/// What the watchlist needs from the person's diary, the one record of what they watched: when
/// they last watched each title, so the watchlist shows a title as watched exactly when the diary
/// has it.
public protocol WatchlistViewingProviding: Sendable {
    /// The day (midnight UTC) of the latest watch of each movie and each series (any of its
    /// episodes) in the diary, in one read; empty when there is no diary or it cannot be read (the
    /// watchlist never fails for it).
    func lastWatched() async -> [WatchlistItemID: Date]
}
