import CoreApplication
import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `TVEpisode` into `TVEpisodeDetails`, resolving its still and its people's profile photos.
///
/// Given its season's episodes, it also names the episodes numbered one less and one more, when the season
/// lists them.
struct TVEpisodeDetailsMapper {
    private let crewMapper = CrewMemberDetailsMapper()
    private let castMapper = CastMemberDetailsMapper()
    private let summaryMapper = TVEpisodeSummaryDetailsMapper()

    func map(
        _ entity: TVEpisode,
        tvSeriesName: String? = nil,
        seasonName: String? = nil,
        seasonEpisodes: [TVEpisode]? = nil,
        watchCount: Int = 0,
        imagesConfiguration: ImagesConfiguration
    ) -> TVEpisodeDetails {
        TVEpisodeDetails(
            id: entity.id,
            name: entity.name,
            episodeNumber: entity.episodeNumber,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            episodeType: entity.episodeType,
            runtime: entity.runtime,
            showID: entity.showID,
            productionCode: entity.productionCode,
            stillURLSet: imagesConfiguration.stillURLSet(for: entity.stillPath),
            crew: entity.crew?.map { crewMapper.map($0, imagesConfiguration: imagesConfiguration) },
            guestStars: entity.guestStars?
                .sorted { $0.order < $1.order }
                .map { castMapper.map($0, imagesConfiguration: imagesConfiguration) },
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount,
            tvSeriesName: tvSeriesName,
            seasonName: seasonName,
            previousEpisode: episode(numbered: entity.episodeNumber - 1, in: seasonEpisodes),
            nextEpisode: episode(numbered: entity.episodeNumber + 1, in: seasonEpisodes),
            watchCount: watchCount
        )
    }

    /// The episode `seasonEpisodes` lists as number `episodeNumber`, summarised.
    private func episode(numbered episodeNumber: Int, in seasonEpisodes: [TVEpisode]?) -> TVEpisodeSummaryDetails? {
        seasonEpisodes?.first { $0.episodeNumber == episodeNumber }.map(summaryMapper.map)
    }
}
