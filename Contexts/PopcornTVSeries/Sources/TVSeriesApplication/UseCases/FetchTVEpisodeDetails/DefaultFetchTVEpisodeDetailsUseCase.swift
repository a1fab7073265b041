import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the series with the episode's season (one request, which caches the season's episodes)
/// with the images configuration and how often the person watched it alongside, takes the episode
/// from the season, and maps them.
///
/// The series gives its name and, from its season summaries, the season's name; the season's episode
/// list gives the episode and the previous and next ones. A season the source does not have has no
/// episode (`notFound`); an episode the season does not list (or a season not to be had, such as
/// one not cached under `--offline`) is asked for on its own, and comes without its neighbours.
struct DefaultFetchTVEpisodeDetailsUseCase: FetchTVEpisodeDetailsUseCase {
    private let tvEpisodeRepository: any TVEpisodeRepository
    private let tvSeriesRepository: any TVSeriesRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let viewingProvider: (any TVSeriesViewingProviding)?
    private let mapper = TVEpisodeDetailsMapper()

    init(
        tvEpisodeRepository: some TVEpisodeRepository,
        tvSeriesRepository: some TVSeriesRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any TVSeriesViewingProviding)? = nil
    ) {
        self.tvEpisodeRepository = tvEpisodeRepository
        self.tvSeriesRepository = tvSeriesRepository
        self.imagesConfigurationProvider = imagesConfigurationProvider
        self.viewingProvider = viewingProvider
    }

    func execute(
        episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(FetchError) -> TVEpisodeDetails {
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        async let watchCounts =
            viewingProvider?.episodeWatchCounts(tvSeriesID: tvSeriesID, seasonNumber: seasonNumber) ?? [:]
        do {
            let bundle = try await tvSeriesRepository.tvSeries(withID: tvSeriesID, including: [.season(seasonNumber)])
            guard !bundle.unansweredParts.contains(.season(seasonNumber)) else {
                throw DataAccessError.notFound
            }
            let season = bundle.seasons[seasonNumber]
            let episode: TVEpisode
            if let listed = season?.episodes?.first(where: { $0.episodeNumber == episodeNumber }) {
                episode = listed
            } else {
                episode = try await tvEpisodeRepository.episode(
                    episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            }
            let seasonName = bundle.tvSeries.seasons?.first { $0.seasonNumber == seasonNumber }?.name
            return try await mapper.map(
                episode,
                tvSeriesName: bundle.tvSeries.name,
                seasonName: seasonName ?? season?.name,
                seasonEpisodes: season?.episodes,
                watchCount: await watchCounts[episodeNumber] ?? 0,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchError(converting: error)
        }
    }

}
