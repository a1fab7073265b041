import CoreDomain
import Foundation
import PeopleDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `/person/{id}?append_to_response=...` body to the domain `PersonBundle`: the person,
/// and each appended part TMDb sent (`combined_credits`, `images`); a part it did not send is `nil`.
///
/// Appended images carry no id, so they take the person's.
struct PersonBundleMapper {
    private let personMapper = PersonMapper()
    private let creditsMapper = PersonCreditsMapper()
    private let imagesMapper = ImageCollectionMapper()

    func map(_ dto: PersonDetailsResponseDTO) -> PersonBundle {
        PersonBundle(
            person: personMapper.map(dto.details),
            combinedCredits: dto.combinedCredits.map(creditsMapper.map),
            images: dto.images.map { imagesMapper.map($0, id: dto.details.id) }
        )
    }
}
