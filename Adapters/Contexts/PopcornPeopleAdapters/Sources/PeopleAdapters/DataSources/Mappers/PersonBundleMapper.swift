import CoreDomain
import Foundation
import PeopleDomain
import TMDbAdapterKit
import TMDbKit

/// Maps TMDb's `/person/{id}?append_to_response=...` body to the domain `PersonBundle`: the person,
/// and each part that was asked for (`combined_credits`, `images`), or its name among the unanswered
/// parts when the body lacks it (the offline catalog knows few people's photos).
///
/// Appended images carry no id, so they take the person's.
struct PersonBundleMapper {
    private let personMapper = PersonMapper()
    private let creditsMapper = PersonCreditsMapper()
    private let imagesMapper = ImageCollectionMapper()

    /// - Parameter parts: the parts the request appended; others in the body are ignored.
    func map(_ dto: PersonDetailsResponseDTO, parts: Set<PersonPart>) -> PersonBundle {
        var unanswered: Set<PersonPart> = []
        func part<DTO, Value>(_ part: PersonPart, _ value: DTO?, _ map: (DTO) -> Value) -> Value? {
            guard parts.contains(part) else {
                return nil
            }
            guard let value else {
                unanswered.insert(part)
                return nil
            }
            return map(value)
        }
        return PersonBundle(
            person: personMapper.map(dto.details),
            combinedCredits: part(.combinedCredits, dto.combinedCredits, creditsMapper.map),
            images: part(.images, dto.images) { imagesMapper.map($0, id: dto.details.id) },
            unansweredParts: unanswered
        )
    }
}
