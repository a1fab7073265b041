import CoreDomain
import Foundation
import PeopleDomain

/// Turns a domain `PersonPreview` into `PersonPreviewDetails`, resolving the profile photo.
struct PersonPreviewDetailsMapper {
    func map(_ entity: PersonPreview, imagesConfiguration: ImagesConfiguration) -> PersonPreviewDetails {
        PersonPreviewDetails(
            id: entity.id,
            name: entity.name,
            knownForDepartment: entity.knownForDepartment,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath),
            popularity: entity.popularity,
            knownForTitles: entity.knownForTitles
        )
    }
}
