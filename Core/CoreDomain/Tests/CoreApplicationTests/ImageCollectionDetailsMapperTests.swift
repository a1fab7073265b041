import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@testable import CoreApplication

@Suite("ImageCollectionDetailsMapper")
struct ImageCollectionDetailsMapperTests {
    @Test("Each kind of image resolves with its own sizes: a logo never with the poster or backdrop ones")
    func sizesPerKind() throws {
        let collection = ImageCollection.mock(
            posters: [.mock(filePath: "/p.jpg")],
            logos: [.mock(filePath: "/l.png")],
            backdrops: [.mock(filePath: "/b.jpg")],
            profiles: [.mock(filePath: "/f.jpg")]
        )

        let details = ImageCollectionDetailsMapper().map(collection, imagesConfiguration: .mock())

        #expect(details.id == 550)
        #expect(try #require(details.posters.first).urlSet.detail.absoluteString.hasSuffix("/w780/p.jpg"))
        #expect(try #require(details.logos.first).urlSet.detail.absoluteString.hasSuffix("/w500/l.png"))
        #expect(try #require(details.logos.first).urlSet.card.absoluteString.hasSuffix("/w300/l.png"))
        #expect(try #require(details.backdrops.first).urlSet.detail.absoluteString.hasSuffix("/w1280/b.jpg"))
        #expect(try #require(details.profiles.first).urlSet.thumbnail.absoluteString.hasSuffix("/w185/f.jpg"))
    }

    @Test("An image keeps its size, language and votes, and the lists keep TMDb's order")
    func keepsMetadata() throws {
        let collection = ImageCollection.mock(logos: [
            .mock(
                filePath: "/a.png", width: 800, height: 300, aspectRatio: 2.667, languageCode: "en", voteAverage: 5.4,
                voteCount: 3),
            .mock(filePath: "/b.png", languageCode: nil, voteAverage: nil, voteCount: nil),
        ])

        let logos = ImageCollectionDetailsMapper().map(collection, imagesConfiguration: .mock()).logos

        #expect(logos.map(\.urlSet.path.relativeString) == ["/a.png", "/b.png"])
        let first = try #require(logos.first)
        #expect(first.width == 800 && first.height == 300 && first.aspectRatio == 2.667)
        #expect(first.languageCode == "en" && first.voteAverage == 5.4 && first.voteCount == 3)
        #expect(logos[1].languageCode == nil && logos[1].voteAverage == nil && logos[1].voteCount == nil)
    }
}
