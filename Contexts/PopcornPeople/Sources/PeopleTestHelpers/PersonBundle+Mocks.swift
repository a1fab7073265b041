import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain

extension PersonBundle {
    /// Brad Pitt's whole screen: the person, every credit and two photos; no part unanswered.
    public static func mock(
        person: Person = .mock(),
        combinedCredits: PersonCredits? = .mock(),
        images: ImageCollection? = .personMock(),
        unansweredParts: Set<PersonPart> = []
    ) -> PersonBundle {
        PersonBundle(
            person: person, combinedCredits: combinedCredits, images: images, unansweredParts: unansweredParts)
    }
}
