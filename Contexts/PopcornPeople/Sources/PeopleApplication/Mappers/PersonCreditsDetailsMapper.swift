import CoreDomain
import Foundation
import PeopleDomain

/// Turns domain `PersonCredits` into `PersonCreditsDetails`: cast and crew merged per title, newest first.
struct PersonCreditsDetailsMapper {
    private let titleMapper = PersonTitleCreditsDetailsMapper()

    func map(_ entity: PersonCredits, imagesConfiguration: ImagesConfiguration) -> PersonCreditsDetails {
        PersonCreditsDetails(
            id: entity.id,
            titles: titleMapper.map(entity.cast + entity.crew, imagesConfiguration: imagesConfiguration)
        )
    }
}
