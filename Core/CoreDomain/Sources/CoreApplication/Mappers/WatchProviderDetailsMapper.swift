import CoreDomain

/// Turns a domain `WatchProvider` into `WatchProviderDetails`, resolving its logo at logo sizes.
public struct WatchProviderDetailsMapper: Sendable {
    public init() {}

    public func map(_ provider: WatchProvider, imagesConfiguration: ImagesConfiguration) -> WatchProviderDetails {
        WatchProviderDetails(
            id: provider.id,
            name: provider.name,
            logoURLSet: imagesConfiguration.logoURLSet(for: provider.logoPath),
            displayPriority: provider.displayPriority
        )
    }
}
