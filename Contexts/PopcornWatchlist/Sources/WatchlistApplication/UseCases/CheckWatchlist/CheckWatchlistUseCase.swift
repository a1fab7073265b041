import Foundation
import WatchlistDomain

/// Tells other contexts whether a title is on the reader's watchlist (their details' `isOnWatchlist`).
public protocol CheckWatchlistUseCase: Sendable {
    /// Whether the title with `id` is on the watchlist; `false` when there is no watchlist (none is
    /// created by asking).
    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> Bool
}
