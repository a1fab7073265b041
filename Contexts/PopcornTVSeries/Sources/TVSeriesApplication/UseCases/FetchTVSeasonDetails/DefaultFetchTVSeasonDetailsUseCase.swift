import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with the season (one request: the season appended to the series, which
/// gives the series' name) and the images configuration concurrently, then maps them.
struct DefaultFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVSeasonDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVSeasonDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .season(seasonNumber))
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            let bundle = try await bundle
            guard let season = bundle.seasons[seasonNumber] else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(
                season,
                tvSeriesID: tvSeriesID,
                tvSeriesName: bundle.tvSeries.name,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchError(converting: error)
        }
    }
}
