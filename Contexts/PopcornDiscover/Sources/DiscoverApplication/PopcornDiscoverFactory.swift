import CoreDomain
import DiscoverDomain
import Foundation

/// The Discover context's one factory: builds its use cases from its repositories and providers.
/// `DiscoverComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornDiscoverFactory: Sendable {
    private let discoverMediaRepository: any DiscoverMediaRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        discoverMediaRepository: some DiscoverMediaRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.discoverMediaRepository = discoverMediaRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case behind `popcorn discover movie|tv`.
    public func makeDiscoverMediaUseCase() -> some DiscoverMediaUseCase {
        DefaultDiscoverMediaUseCase(
            discoverMediaRepository: discoverMediaRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
