import CoreDomain
import CoreDomainTestHelpers
import Foundation
import PeopleDomain

extension PersonBundle {
    /// Brad Pitt's whole screen: the person, every credit and two photos.
    static func mock(
        person: Person = .mock(),
        combinedCredits: PersonCredits? = .mock(),
        images: ImageCollection? = .personMock(),
        unansweredParts: Set<PersonPart> = []
    ) -> PersonBundle {
        PersonBundle(
            person: person, combinedCredits: combinedCredits, images: images, unansweredParts: unansweredParts)
    }
}

extension ImageCollection {
    /// A person's photos: a language-neutral one and an English one, nothing else.
    static func personMock(id: Int = 287) -> ImageCollection {
        ImageCollection(
            id: id,
            profiles: [
                .mock(filePath: "/face-1.jpg", width: 1000, height: 1500),
                .mock(filePath: "/face-2.jpg", languageCode: "en", voteAverage: nil, voteCount: nil),
            ])
    }
}
