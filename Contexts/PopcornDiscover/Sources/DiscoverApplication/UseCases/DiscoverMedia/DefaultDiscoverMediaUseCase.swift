import CoreApplication
import CoreDomain
import DiscoverDomain
import Foundation

/// Fetches the discovered page and the images configuration concurrently, then maps them.
struct DefaultDiscoverMediaUseCase: DiscoverMediaUseCase {
    private let discoverMediaRepository: any DiscoverMediaRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MediaPreviewDetailsPageMapper()

    init(
        discoverMediaRepository: some DiscoverMediaRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.discoverMediaRepository = discoverMediaRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(_ query: DiscoverQuery) async throws(FetchError) -> MediaPreviewDetailsPage {
        async let results = discoverMediaRepository.discover(query)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(results, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
