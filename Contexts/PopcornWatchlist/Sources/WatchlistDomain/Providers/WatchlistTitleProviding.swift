import CoreDomain
import Foundation

/// What the watchlist needs from the Movies and TV series contexts: what to keep of a title when
/// it is added (its name, date, poster and rating).
public protocol WatchlistTitleProviding: Sendable {
    /// The title with a kind and TMDb id; `notFound` when TMDb (or the offline catalog) has none.
    func title(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistTitle
}
