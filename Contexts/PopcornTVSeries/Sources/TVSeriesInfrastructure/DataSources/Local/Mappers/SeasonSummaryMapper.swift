import Foundation
import TVSeriesDomain

/// Maps a series' season summaries between the domain and `tv_series_season_summary` rows.
///
/// A summary's episodes are not stored: TMDb sends none in a series' details, so they read back as `nil`.
struct SeasonSummaryMapper {
    func map(_ entity: TVSeriesSeasonSummaryEntity) -> TVSeason {
        TVSeason(
            id: entity.seasonID,
            name: entity.name,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            voteAverage: entity.voteAverage,
            episodes: nil,
            episodeCount: entity.episodeCount
        )
    }

    func map(_ season: TVSeason, tvSeriesID: Int, position: Int) -> TVSeriesSeasonSummaryEntity {
        var entity = TVSeriesSeasonSummaryEntity(
            tvSeriesID: tvSeriesID, position: position, seasonID: season.id, name: season.name,
            seasonNumber: season.seasonNumber)
        map(season, to: &entity, position: position)
        return entity
    }

    /// Overwrites the summary and its position; the series stays.
    func map(_ season: TVSeason, to entity: inout TVSeriesSeasonSummaryEntity, position: Int) {
        entity.position = position
        entity.seasonID = season.id
        entity.name = season.name
        entity.seasonNumber = season.seasonNumber
        entity.overview = season.overview
        entity.airDate = season.airDate
        entity.posterPath = season.posterPath?.relativeString
        entity.voteAverage = season.voteAverage
        entity.episodeCount = season.episodeCount
    }
}
