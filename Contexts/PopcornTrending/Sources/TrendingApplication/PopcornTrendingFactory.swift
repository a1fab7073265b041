import CoreDomain
import Foundation
import TrendingDomain

/// The Trending context's one factory: builds its use cases from its repositories and providers.
/// `TrendingComposition` adds the initialiser that builds those over the cache and TMDb, which the
/// composition root (the CLI) calls at most once per command.
public struct PopcornTrendingFactory: Sendable {
    private let trendingMediaRepository: any TrendingMediaRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding

    public init(
        trendingMediaRepository: some TrendingMediaRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.trendingMediaRepository = trendingMediaRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    /// The use case behind `popcorn trending`.
    public func makeFetchTrendingUseCase() -> some FetchTrendingUseCase {
        DefaultFetchTrendingUseCase(
            trendingMediaRepository: trendingMediaRepository,
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
