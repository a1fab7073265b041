import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Runs the search and fetches the images configuration concurrently, then maps them.
///
/// The query is trimmed; a blank query gives an empty page without asking the repository.
struct DefaultSearchTVSeriesUseCase: SearchTVSeriesUseCase {
    private let tvSeriesListRepository: any TVSeriesListRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVSeriesPreviewDetailsPageMapper()

    init(
        tvSeriesListRepository: some TVSeriesListRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesListRepository = tvSeriesListRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(FetchError) -> TVSeriesPreviewDetailsPage {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            return TVSeriesPreviewDetailsPage(page: page, totalPages: 0, totalResults: 0, results: [])
        }
        async let tvSeries = tvSeriesListRepository.searchTVSeries(
            query: query, firstAirDateYear: firstAirDateYear, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(tvSeries, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
