import Foundation
import TVSeriesDomain

/// Maps a season fetched on its own, with its episodes in order, between the domain and its cached records.
struct TVSeasonMapper {
    private let episodeMapper = TVEpisodeMapper()

    func map(_ entity: TVSeriesSeasonEntity) -> TVSeason {
        TVSeason(
            id: entity.seasonID,
            name: entity.name,
            seasonNumber: entity.seasonNumber,
            overview: entity.overview,
            airDate: entity.airDate,
            posterPath: entity.posterPath.flatMap { URL(string: $0) },
            voteAverage: entity.voteAverage,
            episodes: entity.episodes.map { $0.map(episodeMapper.map) },
            episodeCount: entity.episodeCount
        )
    }

    /// A new row for season `season.seasonNumber` of a series, keyed by its cache key.
    func map(_ season: TVSeason, tvSeriesID: Int, language: String, cachedAt: Date) -> TVSeriesSeasonEntity {
        var entity = TVSeriesSeasonEntity(
            seasonKey: TVSeriesCacheKey.season(season.seasonNumber, inTVSeries: tvSeriesID),
            tvSeriesID: tvSeriesID,
            seasonNumber: season.seasonNumber,
            seasonID: season.id,
            name: season.name,
            language: language,
            cachedAt: cachedAt
        )
        map(season, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites every field and episode except the key (series and season number), and refreshes `cachedAt`.
    func map(_ season: TVSeason, to entity: inout TVSeriesSeasonEntity, language: String, cachedAt: Date) {
        let (seasonKey, tvSeriesID) = (entity.seasonKey, entity.tvSeriesID)
        entity.seasonID = season.id
        entity.name = season.name
        entity.overview = season.overview
        entity.airDate = season.airDate
        entity.posterPath = season.posterPath?.relativeString
        entity.voteAverage = season.voteAverage
        entity.episodeCount = season.episodeCount
        entity.language = language
        entity.cachedAt = cachedAt
        entity.episodes = season.episodes?.enumerated().map { position, episode in
            episodeMapper.map(
                episode, inSeason: seasonKey, position: position, tvSeriesID: tvSeriesID, language: language,
                cachedAt: cachedAt)
        }
    }
}
