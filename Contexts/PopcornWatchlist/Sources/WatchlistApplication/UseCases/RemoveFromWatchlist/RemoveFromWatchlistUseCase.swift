import Foundation
import WatchlistDomain

/// Takes a title off the reader's watchlist.
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// Removes the title's entry and returns it as it was; `notOnWatchlist` when it was not there.
    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> WatchlistEntryDetails
}
