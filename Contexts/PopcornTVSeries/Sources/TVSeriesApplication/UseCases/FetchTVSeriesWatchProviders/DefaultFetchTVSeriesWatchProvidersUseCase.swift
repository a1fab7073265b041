import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the offers in every country (through the series' one request, with only watch providers
/// appended) and the images configuration concurrently, then picks the region's.
struct DefaultFetchTVSeriesWatchProvidersUseCase: FetchTVSeriesWatchProvidersUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = WatchProviderOffersDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        tvSeriesID: TVSeries.ID,
        region: String
    ) async throws(FetchError) -> WatchProviderOffersDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .watchProviders)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            guard let offers = try await bundle.watchProviders else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(offers, region: region, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
