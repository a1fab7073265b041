import Foundation
import TVSeriesDomain

/// Maps a series' aggregate cast and crew, with every role and job, between the domain and its cached records.
struct AggregateCreditsMapper {
    private let castMapper = AggregateCastMemberMapper()
    private let crewMapper = AggregateCrewMemberMapper()

    func map(_ entity: TVSeriesAggregateCreditsEntity) -> AggregateCredits {
        AggregateCredits(
            id: entity.tvSeriesID,
            cast: (entity.cast ?? []).map(castMapper.map),
            crew: (entity.crew ?? []).map(crewMapper.map)
        )
    }

    func map(_ credits: AggregateCredits, language: String, cachedAt: Date) -> TVSeriesAggregateCreditsEntity {
        var entity = TVSeriesAggregateCreditsEntity(tvSeriesID: credits.id, language: language, cachedAt: cachedAt)
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and both member lists, and refreshes `cachedAt`.
    func map(
        _ credits: AggregateCredits,
        to entity: inout TVSeriesAggregateCreditsEntity,
        language: String,
        cachedAt: Date
    ) {
        let tvSeriesID = entity.tvSeriesID
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.enumerated().map { castMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
        entity.crew = credits.crew.enumerated().map { crewMapper.map($1, tvSeriesID: tvSeriesID, position: $0) }
    }
}
