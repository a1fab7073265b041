import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the TV series and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesDetailsUseCase: FetchTVSeriesDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVSeriesDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeriesDetails {
        async let tvSeries = tvSeriesRepository.tvSeries(withID: id)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(tvSeries, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchTVSeriesDetailsError(converting: error)
        }
    }
}
