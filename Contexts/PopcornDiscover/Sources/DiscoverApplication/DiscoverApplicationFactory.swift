import CoreDomain
import DiscoverDomain
import Foundation

/// Builds the context's use cases from its repository and providers; used by `DiscoverComposition`.
public struct DiscoverApplicationFactory: Sendable {
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
