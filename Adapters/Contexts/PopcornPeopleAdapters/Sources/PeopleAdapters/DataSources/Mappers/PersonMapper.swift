import CoreDomain
import Foundation
import PeopleDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `/person/{id}` DTO to the domain `Person`, every field of it.
///
/// `""` in any optional string becomes `nil`; `homepage` and `profile_path` become URLs, dates are parsed,
/// and a gender TMDb has not documented becomes `.unknown`.
struct PersonMapper {
    func map(_ dto: PersonDetailsDTO) -> Person {
        Person(
            id: dto.id,
            name: dto.name,
            alsoKnownAs: dto.alsoKnownAs,
            knownForDepartment: dto.knownForDepartment.nonEmpty,
            biography: dto.biography.nonEmpty,
            birthday: dto.birthday.tmdbDate,
            deathday: dto.deathday.tmdbDate,
            gender: Gender(tmdbValue: dto.gender),
            placeOfBirth: dto.placeOfBirth.nonEmpty,
            profilePath: dto.profilePath.tmdbURL,
            popularity: dto.popularity,
            imdbID: dto.imdbID.nonEmpty,
            homepageURL: dto.homepage.tmdbURL
        )
    }
}
