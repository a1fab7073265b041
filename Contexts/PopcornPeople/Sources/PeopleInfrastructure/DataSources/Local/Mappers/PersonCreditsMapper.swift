import Foundation
import PeopleDomain

/// Maps a person's combined credits between the domain and its cached records.
struct PersonCreditsMapper {
    private let creditMapper = PersonCreditMapper()

    func map(_ entity: PeopleCreditsEntity) -> PersonCredits {
        PersonCredits(
            id: entity.personID,
            cast: (entity.cast ?? []).map(creditMapper.map),
            crew: (entity.crew ?? []).map(creditMapper.map)
        )
    }

    func map(_ credits: PersonCredits, language: String, cachedAt: Date) -> PeopleCreditsEntity {
        var entity = PeopleCreditsEntity(personID: credits.id, language: language, cachedAt: cachedAt)
        map(credits, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites the language and both credit lists, and refreshes `cachedAt`.
    func map(_ credits: PersonCredits, to entity: inout PeopleCreditsEntity, language: String, cachedAt: Date) {
        let personID = entity.personID
        entity.language = language
        entity.cachedAt = cachedAt
        entity.cast = credits.cast.enumerated()
            .map { creditMapper.map($1, personID: personID, kind: .cast, position: $0) }
        entity.crew = credits.crew.enumerated()
            .map { creditMapper.map($1, personID: personID, kind: .crew, position: $0) }
    }
}
