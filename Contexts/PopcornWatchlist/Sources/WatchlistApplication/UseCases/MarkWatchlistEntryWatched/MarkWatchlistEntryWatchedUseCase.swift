import Foundation
import WatchlistDomain

/// Marks a watchlist entry watched, or to watch again.
public protocol MarkWatchlistEntryWatchedUseCase: Sendable {
    /// With `watched`, marks the entry watched now (one already watched keeps its date); without,
    /// marks it to watch again. `notOnWatchlist` when the title is not there.
    func execute(_ id: WatchlistItemID, watched: Bool) async throws(WatchlistError) -> WatchlistEntryDetails
}
