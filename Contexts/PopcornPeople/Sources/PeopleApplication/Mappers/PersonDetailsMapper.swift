import CoreDomain
import Foundation
import PeopleDomain

/// Turns a domain `Person` into `PersonDetails`, resolving the profile photo with the profile sizes and
/// working out the age: on `today` for the living, at death for those who have died.
struct PersonDetailsMapper {
    func map(_ entity: Person, imagesConfiguration: ImagesConfiguration, today: Date) -> PersonDetails {
        PersonDetails(
            id: entity.id,
            name: entity.name,
            alsoKnownAs: entity.alsoKnownAs,
            knownForDepartment: entity.knownForDepartment,
            biography: entity.biography,
            birthday: entity.birthday,
            deathday: entity.deathday,
            gender: entity.gender,
            placeOfBirth: entity.placeOfBirth,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath),
            popularity: entity.popularity,
            imdbID: entity.imdbID,
            homepageURL: entity.homepageURL,
            age: PersonDetails.age(birthday: entity.birthday, deathday: entity.deathday, on: entity.deathday ?? today)
        )
    }
}
