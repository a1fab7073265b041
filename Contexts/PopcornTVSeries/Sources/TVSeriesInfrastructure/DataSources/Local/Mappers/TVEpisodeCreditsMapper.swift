import DataPersistence
import Foundation
import TVSeriesDomain

/// Maps an episode's credits, with its cast, guest stars and crew in order, between the domain and
/// its `tv_series_episode_credits` row.
struct TVEpisodeCreditsMapper {
    private let castMapper = CastMemberRowMapper()
    private let crewMapper = CrewMemberRowMapper()

    func map(_ entity: TVSeriesEpisodeCreditsEntity) -> TVEpisodeCredits {
        TVEpisodeCredits(
            tvSeriesID: entity.tvSeriesID,
            seasonNumber: entity.seasonNumber,
            episodeNumber: entity.episodeNumber,
            episodeID: entity.episodeID,
            cast: (entity.cast ?? []).map(castMapper.map),
            guestStars: (entity.guestStars ?? []).map(castMapper.map),
            crew: (entity.crew ?? []).map(crewMapper.map)
        )
    }

    /// A new row for the credits, keyed by their cache key.
    func map(_ credits: TVEpisodeCredits, language: String, cachedAt: Date) -> TVSeriesEpisodeCreditsEntity {
        var entity = TVSeriesEpisodeCreditsEntity(
            creditsKey: TVSeriesCacheKey.episodeCredits(
                credits.episodeNumber, inSeason: credits.seasonNumber, inTVSeries: credits.tvSeriesID),
            tvSeriesID: credits.tvSeriesID,
            seasonNumber: credits.seasonNumber,
            episodeNumber: credits.episodeNumber,
            language: language,
            cachedAt: cachedAt
        )
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the episode id, the language and the three member lists, and refreshes `cachedAt`;
    /// the key stays.
    func map(
        _ credits: TVEpisodeCredits, to entity: inout TVSeriesEpisodeCreditsEntity, language: String, cachedAt: Date
    ) {
        entity.episodeID = credits.episodeID
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.map(castMapper.map)
        entity.guestStars = credits.guestStars.map(castMapper.map)
        entity.crew = credits.crew.map(crewMapper.map)
    }
}
