import Foundation
import WatchlistDomain

/// Keeps the reader's note on a watchlist entry.
public protocol SetWatchlistNoteUseCase: Sendable {
    /// Sets the entry's note; an empty or blank note clears it. `notOnWatchlist` when the title is
    /// not there.
    func execute(_ id: WatchlistItemID, note: String) async throws(WatchlistError) -> WatchlistEntryDetails
}
