import CoreApplication
import DiscoverDomain
import Foundation

/// Lists the streaming, rental and shop services TMDb knows in a region, for `popcorn providers`:
/// what a `--provider` may name, with the id it may give instead.
public protocol FetchWatchProvidersListUseCase: Sendable {
    /// `mediaType`'s services in `region` (an ISO 3166-1 code, any case), in the region's order,
    /// each with its logo resolved.
    func execute(mediaType: DiscoverMediaType, region: String) async throws(FetchError) -> WatchProviderListDetails
}
