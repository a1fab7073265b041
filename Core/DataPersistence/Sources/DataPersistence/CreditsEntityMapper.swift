import CoreDomain
import Foundation

/// Maps a title's `Credits` to its ``CreditsEntity`` and back: the three-method mapper every
/// context's credits cache uses.
public struct CreditsEntityMapper<Tables: CreditsTables>: Sendable {
    private let castMapper = CastMemberRowMapper()
    private let crewMapper = CrewMemberRowMapper()

    public init() {}

    public func map(_ entity: CreditsEntity<Tables>) -> Credits {
        Credits(
            id: entity.ownerID,
            cast: (entity.cast ?? []).map(castMapper.map),
            crew: (entity.crew ?? []).map(crewMapper.map)
        )
    }

    public func map(_ credits: Credits, language: String, cachedAt: Date) -> CreditsEntity<Tables> {
        var entity = CreditsEntity<Tables>(ownerID: credits.id, language: language, cachedAt: cachedAt)
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and both member lists, and refreshes `cachedAt`.
    public func map(_ credits: Credits, to entity: inout CreditsEntity<Tables>, language: String, cachedAt: Date) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.map(castMapper.map)
        entity.crew = credits.crew.map(crewMapper.map)
    }
}
