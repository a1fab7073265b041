import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the aggregate credits and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesAggregateCreditsUseCase: FetchTVSeriesAggregateCreditsUseCase {
    private let tvSeriesCreditsRepository: any TVSeriesCreditsRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = AggregateCreditsDetailsMapper()

    init(
        tvSeriesCreditsRepository: some TVSeriesCreditsRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesCreditsRepository = tvSeriesCreditsRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        tvSeriesID: TVSeries.ID
    ) async throws(FetchTVSeriesAggregateCreditsError) -> AggregateCreditsDetails {
        async let credits = tvSeriesCreditsRepository.aggregateCredits(forTVSeries: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchTVSeriesAggregateCreditsError(converting: error)
        }
    }
}
