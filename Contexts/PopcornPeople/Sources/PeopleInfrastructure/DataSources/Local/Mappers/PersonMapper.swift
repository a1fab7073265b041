import CoreDomain
import Foundation
import PeopleDomain

/// Maps a person between the domain and its `people_person` row: read, create, update in place.
struct PersonMapper {
    func map(_ entity: PeoplePersonEntity) -> Person {
        Person(
            id: entity.personID,
            name: entity.name,
            alsoKnownAs: entity.alsoKnownAs,
            knownForDepartment: entity.knownForDepartment,
            biography: entity.biography,
            birthday: entity.birthday,
            deathday: entity.deathday,
            gender: Gender(tmdbValue: entity.gender),
            placeOfBirth: entity.placeOfBirth,
            profilePath: entity.profilePath.flatMap { URL(string: $0) },
            popularity: entity.popularity,
            imdbID: entity.imdbID,
            homepageURL: entity.homepageURL.flatMap { URL(string: $0) }
        )
    }

    func map(_ person: Person, language: String, cachedAt: Date) -> PeoplePersonEntity {
        var entity = PeoplePersonEntity(
            personID: person.id, name: person.name, gender: person.gender.rawValue, language: language,
            cachedAt: cachedAt)
        map(person, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Overwrites every field except the key, and refreshes `cachedAt`.
    func map(_ person: Person, to entity: inout PeoplePersonEntity, language: String, cachedAt: Date) {
        entity.name = person.name
        entity.alsoKnownAs = person.alsoKnownAs
        entity.knownForDepartment = person.knownForDepartment
        entity.biography = person.biography
        entity.birthday = person.birthday
        entity.deathday = person.deathday
        entity.gender = person.gender.rawValue
        entity.placeOfBirth = person.placeOfBirth
        entity.profilePath = person.profilePath?.relativeString
        entity.popularity = person.popularity
        entity.imdbID = person.imdbID
        entity.homepageURL = person.homepageURL?.relativeString
        entity.language = language
        entity.cachedAt = cachedAt
    }
}
