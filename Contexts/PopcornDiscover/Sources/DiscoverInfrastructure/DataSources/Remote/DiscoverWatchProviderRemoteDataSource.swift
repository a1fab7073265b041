import CoreDomain
import DiscoverDomain
import Foundation

/// Where a region's streaming services come from when the cache cannot answer: the port the TMDb
/// adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol DiscoverWatchProviderRemoteDataSource: Sendable {
    /// TMDb's `/watch/providers/movie|tv` for `region`, in TMDb's order, each service's
    /// `displayPriority` its place in that region's listing.
    func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
}
