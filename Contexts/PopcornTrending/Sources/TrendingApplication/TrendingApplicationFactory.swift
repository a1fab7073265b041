import CoreDomain
import Foundation
import TrendingDomain

/// Builds the context's use cases from its repository and providers; used by `TrendingComposition`.
public struct TrendingApplicationFactory: Sendable {
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
