import CoreDomain
import Foundation
import PeopleDomain

/// Turns domain `PersonCredits` into `PersonCreditsDetails`: cast and crew merged per title, newest first.
struct PersonCreditsDetailsMapper {
    private let titleMapper = PersonTitleCreditsDetailsMapper()

    /// - Parameter name: The name of the person the credits are of.
    func map(_ entity: PersonCredits, name: String, imagesConfiguration: ImagesConfiguration) -> PersonCreditsDetails {
        PersonCreditsDetails(
            id: entity.id,
            name: name,
            titles: titleMapper.map(entity.cast + entity.crew, imagesConfiguration: imagesConfiguration)
        )
    }
}
