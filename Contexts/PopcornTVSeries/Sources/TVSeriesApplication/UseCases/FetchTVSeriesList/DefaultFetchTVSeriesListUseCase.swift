import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the page and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesListUseCase: FetchTVSeriesListUseCase {
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

    func execute(list: TVSeriesListKind, page: Int) async throws(FetchError) -> TVSeriesPreviewDetailsPage {
        async let tvSeries = tvSeriesListRepository.tvSeries(in: list, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(tvSeries, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
