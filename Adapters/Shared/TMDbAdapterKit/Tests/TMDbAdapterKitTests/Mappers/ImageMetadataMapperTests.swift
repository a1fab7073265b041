import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("ImageMetadataMapper")
struct ImageMetadataMapperTests {
    private let mapper = ImageMetadataMapper()

    @Test("an image keeps its path, size, aspect ratio, language and votes")
    func mapsEveryField() {
        #expect(
            mapper.map(.mock())
                == ImageMetadata.mock(
                    filePath: "/poster.jpg", width: 2000, height: 3000, aspectRatio: 0.667, languageCode: "en",
                    voteAverage: 5.6, voteCount: 21))
    }

    @Test("a null or empty language is an image without text", arguments: [nil, ""] as [String?])
    func noLanguage(iso6391: String?) throws {
        let image = try #require(mapper.map(.mock(iso6391: iso6391)))

        #expect(image.languageCode == nil)
    }

    @Test("a missing aspect ratio is worked out from the width and height")
    func aspectRatioFromSize() throws {
        let image = try #require(mapper.map(.mock(aspectRatio: nil, height: 400, width: 1000)))

        #expect(image.aspectRatio == 2.5)
    }

    @Test("a missing size reads as 0, and so does the aspect ratio it cannot be worked out from")
    func missingSize() throws {
        let image = try #require(
            mapper.map(.mock(aspectRatio: nil, height: nil, voteAverage: nil, voteCount: nil, width: nil)))

        #expect(image.width == 0)
        #expect(image.height == 0)
        #expect(image.aspectRatio == 0)
        #expect(image.voteAverage == nil)
        #expect(image.voteCount == nil)
    }

    @Test("an image with an empty path is dropped")
    func emptyPath() {
        #expect(mapper.map(.mock(filePath: "")) == nil)
    }
}
