import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the episode's credits and the images configuration concurrently, then maps them.
struct DefaultFetchTVEpisodeCreditsUseCase: FetchTVEpisodeCreditsUseCase {
    private let tvEpisodeCreditsRepository: any TVEpisodeCreditsRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVEpisodeCreditsDetailsMapper()

    init(
        tvEpisodeCreditsRepository: some TVEpisodeCreditsRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvEpisodeCreditsRepository = tvEpisodeCreditsRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVEpisodeCreditsDetails {
        async let credits = tvEpisodeCreditsRepository.credits(
            ofEpisode: episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            return try await mapper.map(credits, imagesConfiguration: imagesConfiguration)
        } catch {
            throw FetchError(converting: error)
        }
    }
}
