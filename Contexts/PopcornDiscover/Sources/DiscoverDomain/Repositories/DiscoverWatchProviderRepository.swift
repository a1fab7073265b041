import CoreDomain
import Foundation

/// The streaming, rental and shop services TMDb knows in a region, for `popcorn providers` and so
/// `--provider netflix` can be sent as the id TMDb filters by.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol DiscoverWatchProviderRepository: Sendable {
    /// The services offering `mediaType` titles in `region` (an ISO 3166-1 code such as `GB`), in
    /// TMDb's order, each with its place in that region's listing as its `displayPriority`.
    func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
}
