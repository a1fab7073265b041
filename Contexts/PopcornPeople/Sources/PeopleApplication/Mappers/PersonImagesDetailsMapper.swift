import CoreApplication
import CoreDomain
import Foundation
import PeopleDomain

/// Turns a person's screen (`PersonBundle`) into `PersonImagesDetails`: each photo at the profile sizes.
struct PersonImagesDetailsMapper {
    private let imagesMapper = ImageCollectionDetailsMapper()

    func map(_ bundle: PersonBundle, imagesConfiguration: ImagesConfiguration) -> PersonImagesDetails {
        PersonImagesDetails(
            id: bundle.id,
            name: bundle.person.name,
            photos: bundle.images.map { imagesMapper.map($0, imagesConfiguration: imagesConfiguration).profiles }
        )
    }
}
