import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the episode, its series and the images configuration concurrently, then maps them.
///
/// The series gives its name and, from its season summaries, the season's name.
struct DefaultFetchTVEpisodeDetailsUseCase: FetchTVEpisodeDetailsUseCase {
    private let tvEpisodeRepository: any TVEpisodeRepository
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVEpisodeDetailsMapper()

    init(
        tvEpisodeRepository: some TVEpisodeRepository,
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvEpisodeRepository = tvEpisodeRepository
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
    }

    func execute(
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchTVEpisodeDetailsError) -> TVEpisodeDetails {
        async let episode = tvEpisodeRepository.episode(
            episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
        async let tvSeries = tvSeriesRepository.tvSeries(withID: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            let episode = try await episode
            let tvSeries = try await tvSeries
            let seasonName = tvSeries.seasons?.first { $0.seasonNumber == seasonNumber }?.name
            return try await mapper.map(
                episode,
                tvSeriesName: tvSeries.name,
                seasonName: seasonName,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchTVEpisodeDetailsError(converting: error)
        }
    }
}
