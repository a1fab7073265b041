import Foundation
import WatchlistDomain

/// Adds a movie or series to the reader's watchlist.
public protocol AddToWatchlistUseCase: Sendable {
    /// Adds the title with `id`, keeping what to list it by offline (asked of TMDb or the cache);
    /// a title already there is left as it was.
    func execute(_ id: WatchlistItemID) async throws(WatchlistError) -> WatchlistAddition
}
