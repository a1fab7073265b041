import CoreApplication
import CoreDomain
import Foundation
import TrendingDomain

/// Fetches the trending page and the images configuration concurrently, then maps them.
struct DefaultFetchTrendingUseCase: FetchTrendingUseCase {
    private let trendingMediaRepository: any TrendingMediaRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MediaPreviewDetailsPageMapper()

    init(
        trendingMediaRepository: some TrendingMediaRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.trendingMediaRepository = trendingMediaRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(_ query: TrendingQuery) async throws(FetchError) -> MediaPreviewDetailsPage {
        async let results = trendingMediaRepository.trending(query)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(results, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
