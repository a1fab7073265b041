import CoreApplication
import CoreDomain
import Foundation
import SearchDomain

/// Runs the search and fetches the images configuration concurrently, then maps them.
///
/// A blank query gives an empty page without asking the repository.
struct DefaultSearchMediaUseCase: SearchMediaUseCase {
    private let mediaSearchRepository: any MediaSearchRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = MediaPreviewDetailsPageMapper()

    init(
        mediaSearchRepository: some MediaSearchRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.mediaSearchRepository = mediaSearchRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(_ query: MediaSearchQuery) async throws(FetchError) -> MediaPreviewDetailsPage {
        guard !query.isBlank else {
            return MediaPreviewDetailsPage(page: query.page, totalPages: 0, totalResults: 0, results: [])
        }
        async let results = mediaSearchRepository.search(query)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(results, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
