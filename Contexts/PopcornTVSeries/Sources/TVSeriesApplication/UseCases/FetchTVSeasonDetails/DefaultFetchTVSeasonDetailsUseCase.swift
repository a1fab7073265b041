import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with the season (one request: the season appended to the series, which
/// gives the series' name), the images configuration and how often the person watched each of its
/// episodes concurrently, then maps them.
struct DefaultFetchTVSeasonDetailsUseCase: FetchTVSeasonDetailsUseCase {
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let viewingProvider: (any TVSeriesViewingProviding)?
    private let mapper = TVSeasonDetailsMapper()

    init(
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any TVSeriesViewingProviding)? = nil
    ) {
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.viewingProvider = viewingProvider
    }

    func execute(
        seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVSeasonDetails {
        async let bundle = tvSeriesRepository.tvSeries(withID: tvSeriesID, requiring: .season(seasonNumber))
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let watchCounts =
            viewingProvider?.episodeWatchCounts(tvSeriesID: tvSeriesID, seasonNumber: seasonNumber) ?? [:]
        do {
            let bundle = try await bundle
            guard let season = bundle.seasons[seasonNumber] else {
                throw DataAccessError.notFound
            }
            return try await mapper.map(
                season,
                tvSeriesID: tvSeriesID,
                tvSeriesName: bundle.tvSeries.name,
                watchCounts: await watchCounts,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchError(converting: error)
        }
    }
}
