import CoreDomain
import Foundation
import TVSeriesDomain

/// Turns a domain `Creator` into `CreatorDetails`, resolving the profile photo with the profile sizes.
struct CreatorDetailsMapper {
    func map(_ entity: Creator, imagesConfiguration: ImagesConfiguration) -> CreatorDetails {
        CreatorDetails(
            id: entity.id,
            creditID: entity.creditID,
            name: entity.name,
            originalName: entity.originalName,
            gender: entity.gender,
            profileURLSet: imagesConfiguration.profileURLSet(for: entity.profilePath)
        )
    }
}
