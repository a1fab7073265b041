import Foundation
import TVSeriesDomain

/// Maps the episodes of a cached season, with their crew and guest stars in order, between the
/// domain and `tv_series_episode` rows.
struct TVEpisodeMapper {
    private let crewMapper = EpisodeCrewMemberMapper()
    private let guestStarMapper = EpisodeGuestStarMapper()

    func map(_ entity: TVSeriesEpisodeEntity) -> TVEpisode {
        TVEpisode(
            id: entity.episodeID,
            name: entity.name,
            episodeNumber: entity.episodeNumber,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            episodeType: entity.episodeType,
            runtime: entity.runtime,
            showID: entity.showID,
            productionCode: entity.productionCode,
            stillPath: entity.stillPath.flatMap { URL(string: $0) },
            crew: entity.crew.map { $0.map(crewMapper.map) },
            guestStars: entity.guestStars.map { $0.map(guestStarMapper.map) },
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount
        )
    }

    func map(_ episode: TVEpisode, seasonKey: String, position: Int) -> TVSeriesEpisodeEntity {
        var entity = TVSeriesEpisodeEntity(
            seasonKey: seasonKey, position: position, episodeID: episode.id, name: episode.name,
            episodeNumber: episode.episodeNumber, seasonNumber: episode.seasonNumber)
        map(episode, to: &entity, position: position)
        return entity
    }

    /// Overwrites the episode, its position and its crew and guest stars; the season stays.
    func map(_ episode: TVEpisode, to entity: inout TVSeriesEpisodeEntity, position: Int) {
        let seasonKey = entity.seasonKey
        entity.position = position
        entity.episodeID = episode.id
        entity.name = episode.name
        entity.episodeNumber = episode.episodeNumber
        entity.seasonNumber = episode.seasonNumber
        entity.overview = episode.overview
        entity.airDate = episode.airDate
        entity.episodeType = episode.episodeType
        entity.runtime = episode.runtime
        entity.showID = episode.showID
        entity.productionCode = episode.productionCode
        entity.stillPath = episode.stillPath?.relativeString
        entity.voteAverage = episode.voteAverage
        entity.voteCount = episode.voteCount
        entity.crew = episode.crew?.enumerated()
            .map { crewMapper.map($1, seasonKey: seasonKey, episodePosition: position, position: $0) }
        entity.guestStars = episode.guestStars?.enumerated()
            .map { guestStarMapper.map($1, seasonKey: seasonKey, episodePosition: position, position: $0) }
    }
}
