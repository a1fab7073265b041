import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the season, its series (for the series' name) and the images configuration concurrently, then
/// maps them.
struct DefaultFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    private let tvSeasonRepository: any TVSeasonRepository
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVSeasonDetailsMapper()

    init(
        tvSeasonRepository: some TVSeasonRepository,
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvSeasonRepository = tvSeasonRepository
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchTVSeasonDetailsError) -> TVSeasonDetails {
        async let season = tvSeasonRepository.season(seasonNumber, inTVSeries: tvSeriesID)
        async let tvSeries = tvSeriesRepository.tvSeries(withID: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(
                season,
                tvSeriesID: tvSeriesID,
                tvSeriesName: tvSeries.name,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchTVSeasonDetailsError(converting: error)
        }
    }
}
