import Foundation
import Testing

@testable import TMDbKit

@Suite struct ReleaseDateDTOTests {
    @Test
    func decodesEveryField() throws {
        let release = try TMDbJSON.decode(
            ReleaseDateDTO.self,
            json: """
                {"certification": "18", "descriptors": ["strong violence", "language"], "iso_639_1": "en",
                 "note": "Blu-ray", "release_date": "2009-11-16T00:00:00.000Z", "type": 5}
                """
        )

        #expect(
            release
                == ReleaseDateDTO(
                    certification: "18", descriptors: ["strong violence", "language"], iso6391: "en", note: "Blu-ray",
                    releaseDate: "2009-11-16T00:00:00.000Z", type: 5))
        #expect(TMDbDate.parseTimestamp(release.releaseDate) == TMDbDate.parse("2009-11-16"))
    }

    @Test
    func keepsAnEmptyCertificationAsTMDbSentIt() throws {
        let release = try TMDbJSON.decode(
            ReleaseDateDTO.self, json: #"{"certification": "", "release_date": "1999-10-06T00:00:00.000Z", "type": 1}"#)

        #expect(release.certification == "")
        #expect(release.type == 1)
    }

    @Test
    func readsNullOrMissingFieldsAsNilAndDescriptorsAsEmpty() throws {
        let release = try TMDbJSON.decode(
            ReleaseDateDTO.self, json: #"{"iso_639_1": null, "descriptors": null, "note": null, "type": "theatrical"}"#)

        #expect(release == ReleaseDateDTO())
    }
}
