import CoreDomain
import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@Suite("PersonBundle")
struct PersonBundleTests {
    static let photo = ImageMetadata(
        filePath: URL(string: "/face.jpg")!, width: 500, height: 750, aspectRatio: 0.667)

    @Test("the person's id identifies the bundle")
    func identity() {
        #expect(PersonBundle(person: .mock(id: 287)).id == 287)
    }

    @Test("a bundle asked for nothing knows no part")
    func detailsOnly() {
        let bundle = PersonBundle(person: .mock())
        #expect(PersonPart.allCases.allSatisfy { !bundle.contains($0) })
    }

    @Test("each part is known when present, even when empty")
    func knownParts() {
        let credits = PersonBundle(person: .mock(), combinedCredits: PersonCredits(id: 287, cast: [], crew: []))
        #expect(credits.contains(.combinedCredits))
        #expect(!credits.contains(.images))

        let images = PersonBundle(person: .mock(), images: ImageCollection(id: 287))
        #expect(images.contains(.images))
        #expect(!images.contains(.combinedCredits))
    }

    @Test("bundles differ by any part")
    func equality() {
        let bundle = PersonBundle(person: .mock(), images: ImageCollection(id: 287, profiles: [Self.photo]))
        #expect(bundle == PersonBundle(person: .mock(), images: ImageCollection(id: 287, profiles: [Self.photo])))
        #expect(bundle != PersonBundle(person: .mock(), images: ImageCollection(id: 287)))
        #expect(bundle != PersonBundle(person: .mock()))
        #expect(bundle != PersonBundle(person: .mock(name: "Other"), images: bundle.images))
    }

    @Test("parts are asked for in a fixed order: credits, then images")
    func partOrder() {
        #expect(PersonPart.allCases == [.combinedCredits, .images])
    }

    @Test("merging keeps the fetched person, each fetched part as fetched (unanswered too), and the rest")
    func merging() {
        let credits = PersonCredits(id: 287, cast: [], crew: [])
        let cached = PersonBundle(
            person: .mock(name: "Old"), combinedCredits: credits,
            images: ImageCollection(id: 287, profiles: [Self.photo]))
        let fetched = PersonBundle(person: .mock(), unansweredParts: [.images])

        let merged = cached.merging(fetched, fetchedParts: [.images])

        #expect(merged == PersonBundle(person: .mock(), combinedCredits: credits, unansweredParts: [.images]))
    }

    @Test("a part answered at last is no longer unanswered; one not fetched stays unanswered")
    func mergingUnanswered() {
        let cached = PersonBundle(person: .mock(), unansweredParts: [.images, .combinedCredits])
        let fetched = PersonBundle(person: .mock(), images: ImageCollection(id: 287))

        let merged = cached.merging(fetched, fetchedParts: [.images])

        #expect(merged.images == ImageCollection(id: 287))
        #expect(merged.unansweredParts == [.combinedCredits])
    }
}
