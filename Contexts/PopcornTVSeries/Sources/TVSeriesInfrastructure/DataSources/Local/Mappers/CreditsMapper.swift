import CoreDomain
import Foundation
import TVSeriesDomain

/// Maps a series' cast and crew between the domain and its cached records.
struct CreditsMapper {
    private let castMapper = CastMemberMapper()
    private let crewMapper = CrewMemberMapper()

    func map(_ entity: TVSeriesCreditsEntity) -> Credits {
        Credits(
            id: entity.tvSeriesID,
            cast: (entity.cast ?? []).map(castMapper.map),
            crew: (entity.crew ?? []).map(crewMapper.map)
        )
    }

    func map(_ credits: Credits, language: String, cachedAt: Date) -> TVSeriesCreditsEntity {
        var entity = TVSeriesCreditsEntity(tvSeriesID: credits.id, language: language, cachedAt: cachedAt)
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and both member lists, and refreshes `cachedAt`.
    func map(_ credits: Credits, to entity: inout TVSeriesCreditsEntity, language: String, cachedAt: Date) {
        let tvSeriesID = entity.tvSeriesID
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.enumerated().map { castMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.crew = credits.crew.enumerated().map { crewMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
    }
}
