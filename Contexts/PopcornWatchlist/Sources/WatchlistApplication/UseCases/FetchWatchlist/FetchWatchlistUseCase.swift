import Foundation
import WatchlistDomain

/// Lists the reader's watchlist.
public protocol FetchWatchlistUseCase: Sendable {
    /// Every entry of `kind` (every kind when `nil`), in `sort`'s order; empty when there is no
    /// watchlist yet (and none is created).
    func execute(kind: WatchlistKind?, sort: WatchlistSort) async throws(WatchlistError) -> WatchlistDetails
}
