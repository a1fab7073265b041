import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the aggregate credits (through the series' one request, with only them appended) and the
/// images configuration concurrently, then maps them.
struct DefaultFetchTVSeriesAggregateCreditsUseCase: FetchTVSeriesAggregateCreditsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = AggregateCreditsDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> AggregateCreditsDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .aggregateCredits)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            guard let credits = try await bundle.aggregateCredits else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
