import CoreDomain
import Foundation

/// What the watchlist needs from the Movies and TV series contexts to tell which of its titles can
/// be streamed now: the services that stream a title in a region, from TMDb's watch providers (at
/// most one request a title, none once cached).
public protocol WatchlistStreamingProviding: Sendable {
    /// The services streaming title `id` in `region` (ISO 3166-1, any case) by subscription, for
    /// free or with ads, in that order and TMDb's within each; empty when the region has none (or
    /// only rentals and purchases). `notFound` when TMDb (or the offline catalog) has no offers
    /// for the title, or no such title.
    func streamingServices(for id: WatchlistItemID, region: String) async throws(DataAccessError)
        -> [WatchlistStreamingService]
}
