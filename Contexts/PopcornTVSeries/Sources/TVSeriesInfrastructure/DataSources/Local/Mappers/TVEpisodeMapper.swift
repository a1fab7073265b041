import DataPersistence
import Foundation
import TVSeriesDomain

/// Maps an episode, with its crew and guest stars in order, between the domain and its
/// `tv_series_episode` row, whether it was cached on its own or as part of its season.
struct TVEpisodeMapper {
    private let crewMapper = CrewMemberRowMapper()
    private let guestStarMapper = CastMemberRowMapper()

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

    /// A new row for the episode of a series, keyed by its cache key and in no cached season.
    func map(_ episode: TVEpisode, tvSeriesID: Int, language: String, cachedAt: Date) -> TVSeriesEpisodeEntity {
        var entity = TVSeriesEpisodeEntity(
            episodeKey: TVSeriesCacheKey.episode(
                episode.episodeNumber, inSeason: episode.seasonNumber, inTVSeries: tvSeriesID),
            tvSeriesID: tvSeriesID,
            episodeID: episode.id,
            name: episode.name,
            episodeNumber: episode.episodeNumber,
            seasonNumber: episode.seasonNumber,
            language: language,
            cachedAt: cachedAt
        )
        map(episode, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// A new row for an episode listed by a cached season, at its place in the season's list.
    func map(
        _ episode: TVEpisode,
        inSeason seasonKey: String,
        position: Int,
        tvSeriesID: Int,
        language: String,
        cachedAt: Date
    ) -> TVSeriesEpisodeEntity {
        var entity = map(episode, tvSeriesID: tvSeriesID, language: language, cachedAt: cachedAt)
        entity.seasonKey = seasonKey
        entity.position = position
        return entity
    }

    /// Overwrites every field, crew and guest star, and refreshes `cachedAt`; the key and the
    /// season membership stay.
    func map(_ episode: TVEpisode, to entity: inout TVSeriesEpisodeEntity, language: String, cachedAt: Date) {
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
        entity.language = language
        entity.cachedAt = cachedAt
        entity.crew = episode.crew?.map(crewMapper.map)
        entity.guestStars = episode.guestStars?.map(guestStarMapper.map)
    }
}
