import Foundation
import Testing

@testable import TMDbKit

@Suite struct ImageMetadataDTOTests {
    @Test
    func decodesEveryField() throws {
        let image = try TMDbJSON.decode(
            ImageMetadataDTO.self,
            json: """
                {"aspect_ratio": 4.42, "height": 452, "iso_639_1": "en", "file_path": "/logo.png",
                 "vote_average": 5.318, "vote_count": 3, "width": 1998}
                """
        )

        #expect(
            image
                == ImageMetadataDTO(
                    aspectRatio: 4.42, height: 452, iso6391: "en", filePath: "/logo.png", voteAverage: 5.318,
                    voteCount: 3, width: 1998))
    }

    @Test
    func readsANullLanguageAsAnImageWithoutText() throws {
        let image = try TMDbJSON.decode(ImageMetadataDTO.self, json: #"{"iso_639_1": null, "file_path": "/b.jpg"}"#)

        #expect(image.iso6391 == nil)
        #expect(image == ImageMetadataDTO(filePath: "/b.jpg"))
    }

    @Test
    func readsWrongTypedNumbersAsNil() throws {
        let image = try TMDbJSON.decode(
            ImageMetadataDTO.self, json: #"{"file_path": "/b.jpg", "width": "wide", "height": null, "vote_count": 1.5}"#
        )

        #expect(image.width == nil)
        #expect(image.height == nil)
        #expect(image.voteCount == nil)
    }

    @Test
    func failsWithoutAFilePath() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(ImageMetadataDTO.self, json: #"{"width": 10, "height": 10}"#)
        }
    }
}
