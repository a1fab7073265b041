import CoreDomain
import Foundation
import TVSeriesDomain

/// Fetches the episode, its series, its season and the images configuration concurrently, then maps them.
///
/// The series gives its name and, from its season summaries, the season's name; the season's episode list
/// gives the previous and next episodes. The season is optional: when it cannot be fetched the episode comes
/// without its neighbours rather than failing.
struct DefaultFetchTVEpisodeDetailsUseCase: FetchTVEpisodeDetailsUseCase {
    private let tvEpisodeRepository: any TVEpisodeRepository
    private let tvSeriesRepository: any TVSeriesRepository
    private let tvSeasonRepository: any TVSeasonRepository
    private let imagesConfigurationProvider: any ImagesConfigurationProviding
    private let mapper = TVEpisodeDetailsMapper()

    init(
        tvEpisodeRepository: some TVEpisodeRepository,
        tvSeriesRepository: some TVSeriesRepository,
        tvSeasonRepository: some TVSeasonRepository,
        imagesConfigurationProvider: some ImagesConfigurationProviding
    ) {
        self.tvEpisodeRepository = tvEpisodeRepository
        self.tvSeriesRepository = tvSeriesRepository
        self.tvSeasonRepository = tvSeasonRepository
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
        async let seasonEpisodes = episodes(ofSeason: seasonNumber, inTVSeries: tvSeriesID)
        async let imagesConfiguration = imagesConfigurationProvider.imagesConfiguration()
        // Awaited first: a failing episode then never cancels the season's fetch mid-flight.
        let neighbours = await seasonEpisodes
        do {
            let episode = try await episode
            let tvSeries = try await tvSeries
            let seasonName = tvSeries.seasons?.first { $0.seasonNumber == seasonNumber }?.name
            return try await mapper.map(
                episode,
                tvSeriesName: tvSeries.name,
                seasonName: seasonName,
                seasonEpisodes: neighbours,
                imagesConfiguration: imagesConfiguration
            )
        } catch {
            throw FetchTVEpisodeDetailsError(converting: error)
        }
    }

    /// The season's episodes, or `nil` when the season cannot be fetched or lists none.
    private func episodes(ofSeason seasonNumber: Int, inTVSeries tvSeriesID: TVSeries.ID) async -> [TVEpisode]? {
        try? await tvSeasonRepository.season(seasonNumber, inTVSeries: tvSeriesID).episodes
    }
}
