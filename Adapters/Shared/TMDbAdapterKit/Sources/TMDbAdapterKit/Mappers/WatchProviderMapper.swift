import CoreDomain
import TMDbKit

/// Maps one TMDb watch provider (an item of `flatrate`, `rent`, ...) to the domain `WatchProvider`.
public struct WatchProviderMapper: Sendable {
    public init() {}

    public func map(_ dto: WatchProviderDTO) -> WatchProvider {
        WatchProvider(
            id: dto.providerID,
            name: dto.providerName,
            logoPath: dto.logoPath.tmdbURL,
            displayPriority: dto.displayPriority
        )
    }
}
