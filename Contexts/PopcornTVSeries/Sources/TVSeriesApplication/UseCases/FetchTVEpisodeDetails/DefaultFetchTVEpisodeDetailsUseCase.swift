import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with the episode's season (one request, which caches the season's episodes),
/// then the episode (from that cache when the season lists it), with the images configuration
/// alongside, and maps them.
///
/// The series gives its name and, from its season summaries, the season's name; the season's episode
/// list gives the previous and next episodes. The season is optional: when it cannot be had (or
/// lists none) the episode comes without its neighbours rather than failing.
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
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        do {
            // The series first: its one request caches the season's episodes, which the episode
            // is then read from.
            let bundle = try await tvSeriesRepository.tvSeries(withID: tvSeriesID, including: [.season(seasonNumber)])
            let episode = try await tvEpisodeRepository.episode(
                episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            let seasonName = bundle.tvSeries.seasons?.first { $0.seasonNumber == seasonNumber }?.name
            return try await mapper.map(
                episode,
                tvSeriesName: bundle.tvSeries.name,
                seasonName: seasonName ?? bundle.seasons[seasonNumber]?.name,
                seasonEpisodes: bundle.seasons[seasonNumber]?.episodes,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchTVEpisodeDetailsError(converting: error)
        }
    }
}
