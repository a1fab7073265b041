import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("ImageCollection")
struct ImageCollectionTests {
    static let french = ImageMetadata.mock(filePath: "/fr.png", languageCode: "fr")
    static let neutral = ImageMetadata.mock(filePath: "/neutral.png")
    static let english = ImageMetadata.mock(filePath: "/en.png", languageCode: "en")
    static let german = ImageMetadata.mock(filePath: "/de.png", languageCode: "de")

    @Test("The logo in the reader's language wins, whatever its region and case")
    func ownLanguageFirst() {
        let images = ImageCollection.mock(logos: [Self.neutral, Self.english, Self.french])

        #expect(images.logo(preferring: "fr-FR") == Self.french)
        #expect(images.logo(preferring: "FR") == Self.french)
        #expect(images.logo(preferring: "en-US") == Self.english)
    }

    @Test("Without one in the reader's language, a logo without text comes before an English one")
    func neutralBeforeEnglish() {
        let images = ImageCollection.mock(logos: [Self.english, Self.neutral])

        #expect(images.logo(preferring: "ja-JP") == Self.neutral)
    }

    @Test("Without a neutral logo an English one is chosen, else the best voted")
    func englishThenFirst() {
        #expect(ImageCollection.mock(logos: [Self.german, Self.english]).logo(preferring: "ja") == Self.english)
        #expect(ImageCollection.mock(logos: [Self.german, Self.french]).logo(preferring: "ja") == Self.german)
    }

    @Test("A collection without logos has no logo, and its logo paths are empty")
    func noLogo() {
        let images = ImageCollection.mock(logos: [])

        #expect(images.logo(preferring: "en-US") == nil)
        #expect(images.logoPaths.isEmpty)
    }

    @Test("Logo paths keep TMDb's order, and only a collection without any image is empty")
    func pathsAndEmptiness() {
        let images = ImageCollection.mock(logos: [Self.english, Self.neutral])

        #expect(images.logoPaths.map(\.relativeString) == ["/en.png", "/neutral.png"])
        #expect(!images.isEmpty)
        #expect(ImageCollection(id: 1).isEmpty)
        #expect(!ImageCollection(id: 1, profiles: [Self.neutral]).isEmpty)
    }

    @Test("Only one kind keeps that kind's list and empties the others; no kind keeps them all")
    func onlyOneKind() {
        let images = ImageCollection(
            id: 550, posters: [Self.french], logos: [Self.neutral], backdrops: [Self.english], profiles: [Self.german])

        #expect(images.only(.poster) == ImageCollection(id: 550, posters: [Self.french]))
        #expect(images.only(.logo) == ImageCollection(id: 550, logos: [Self.neutral]))
        #expect(images.only(.backdrop) == ImageCollection(id: 550, backdrops: [Self.english]))
        #expect(images.only(.profile) == ImageCollection(id: 550, profiles: [Self.german]))
        #expect(images.only(.still) == ImageCollection(id: 550))
        #expect(images.only(nil) == images)
    }
}
