import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// Maps one service of TMDb's `/watch/providers/movie|tv` list to the domain `WatchProvider` as one
/// region lists it: its `displayPriority` is its place in that region (TMDb's overall place when the
/// region gives none).
public struct WatchProviderListItemMapper: Sendable {
    public init() {}

    /// `dto` as `region` (an ISO 3166-1 code, any case) lists it.
    public func map(_ dto: WatchProviderListItemDTO, region: String) -> WatchProvider {
        WatchProvider(
            id: dto.providerID,
            name: dto.providerName,
            logoPath: dto.logoPath.tmdbURL,
            displayPriority: dto.displayPriorities[region.uppercased()] ?? dto.displayPriority
        )
    }
}
