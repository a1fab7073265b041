import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the page and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesSimilarUseCase: FetchTVSeriesSimilarUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVSeriesPreviewDetailsPageMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        tvSeriesID: TVSeries.ID,
        page: Int
    ) async throws(FetchError) -> TVSeriesPreviewDetailsPage {
        async let series = tvSeriesRepository.similar(forTVSeries: tvSeriesID, page: page)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(series, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
