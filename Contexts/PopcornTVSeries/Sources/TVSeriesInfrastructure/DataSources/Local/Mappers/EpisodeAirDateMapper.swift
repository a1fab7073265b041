import Foundation
import TVSeriesDomain

/// Maps a series' last or next episode to air between the domain and its `tv_series_episode_air_date` row.
struct EpisodeAirDateMapper {
    func map(_ entity: TVSeriesEpisodeAirDateEntity) -> TVEpisodeAirDate {
        TVEpisodeAirDate(
            id: entity.episodeID,
            name: entity.name,
            overview: entity.overview,
            airDate: entity.airDate,
            episodeNumber: entity.episodeNumber,
            seasonNumber: entity.seasonNumber,
            episodeType: entity.episodeType,
            runtime: entity.runtime,
            productionCode: entity.productionCode,
            showID: entity.showID,
            stillPath: entity.stillPath.flatMap { URL(string: $0) },
            voteAverage: entity.voteAverage,
            voteCount: entity.voteCount
        )
    }

    func map(
        _ episode: TVEpisodeAirDate,
        tvSeriesID: Int,
        kind: TVSeriesEpisodeAirDateEntity.Kind
    ) -> TVSeriesEpisodeAirDateEntity {
        var entity = TVSeriesEpisodeAirDateEntity(
            tvSeriesID: tvSeriesID, kind: kind, episodeID: episode.id, name: episode.name,
            episodeNumber: episode.episodeNumber, seasonNumber: episode.seasonNumber)
        map(episode, to: &entity)
        return entity
    }

    /// Overwrites every field of the episode; the series and the kind stay.
    func map(_ episode: TVEpisodeAirDate, to entity: inout TVSeriesEpisodeAirDateEntity) {
        entity.episodeID = episode.id
        entity.name = episode.name
        entity.overview = episode.overview
        entity.airDate = episode.airDate
        entity.episodeNumber = episode.episodeNumber
        entity.seasonNumber = episode.seasonNumber
        entity.episodeType = episode.episodeType
        entity.runtime = episode.runtime
        entity.productionCode = episode.productionCode
        entity.showID = episode.showID
        entity.stillPath = episode.stillPath?.relativeString
        entity.voteAverage = episode.voteAverage
        entity.voteCount = episode.voteCount
    }
}
