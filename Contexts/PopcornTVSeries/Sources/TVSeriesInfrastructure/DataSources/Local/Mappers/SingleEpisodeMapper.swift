import Foundation
import TVSeriesDomain

/// Maps an episode cached on its own, with its crew and guest stars in order, between the domain
/// and its cached records.
struct SingleEpisodeMapper {
    private let crewMapper = SingleEpisodeCrewMemberMapper()
    private let guestStarMapper = SingleEpisodeGuestStarMapper()

    func map(_ entity: TVSeriesSingleEpisodeEntity) -> TVEpisode {
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

    /// A new row for the episode of a series, keyed by its cache key.
    func map(_ episode: TVEpisode, tvSeriesID: Int, language: String, cachedAt: Date) -> TVSeriesSingleEpisodeEntity {
        var entity = TVSeriesSingleEpisodeEntity(
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

    /// Overwrites every field, crew and guest star except the key, and refreshes `cachedAt`.
    func map(_ episode: TVEpisode, to entity: inout TVSeriesSingleEpisodeEntity, language: String, cachedAt: Date) {
        let episodeKey = entity.episodeKey
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
        entity.crew = episode.crew?.enumerated()
            .map { crewMapper.map($1, episodeKey: episodeKey, position: $0) }
        entity.guestStars = episode.guestStars?.enumerated()
            .map { guestStarMapper.map($1, episodeKey: episodeKey, position: $0) }
    }
}
