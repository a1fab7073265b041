import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Turns a person's screen (`PersonBundle`) into `PersonDetails`: the profile photo and every photo
/// at the profile sizes, the age (on `today` for the living, at death for those who have died) and
/// the titles they are known for and every title they are credited on, when their credits are known.
struct PersonDetailsMapper {
    private let knownForMapper = PersonKnownForMapper()
    private let imagesMapper = ImageCollectionDetailsMapper()
    private let creditsMapper = PersonCreditsDetailsMapper()

    func map(_ bundle: PersonBundle, imagesConfiguration: ImagesConfiguration, today: Date) -> PersonDetails {
        let entity = bundle.person
        return PersonDetails(
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
            age: PersonDetails.age(birthday: entity.birthday, deathday: entity.deathday, on: entity.deathday ?? today),
            knownFor: bundle.combinedCredits.map {
                knownForMapper.map(
                    $0,
                    knownForDepartment: entity.knownForDepartment,
                    limit: PersonDetails.knownForLimit,
                    imagesConfiguration: imagesConfiguration
                )
            },
            photos: bundle.images.map { imagesMapper.map($0, imagesConfiguration: imagesConfiguration).profiles },
            credits: bundle.combinedCredits.map {
                creditsMapper.map($0, name: entity.name, imagesConfiguration: imagesConfiguration)
            }
        )
    }
}
