import Foundation
import Testing

@testable import TMDbKit

@Suite struct ContentRatingDTOTests {
    @Test
    func decodesEveryField() throws {
        let rating = try TMDbJSON.decode(
            ContentRatingDTO.self, json: #"{"descriptors": ["Drugs", "Violence"], "iso_3166_1": "BR", "rating": "16"}"#)

        #expect(rating == ContentRatingDTO(iso31661: "BR", rating: "16", descriptors: ["Drugs", "Violence"]))
    }

    @Test
    func readsNullOrMissingRatingAndDescriptorsAsNilAndEmpty() throws {
        let rating = try TMDbJSON.decode(
            ContentRatingDTO.self, json: #"{"descriptors": null, "iso_3166_1": "KR", "rating": null}"#)

        #expect(rating == ContentRatingDTO(iso31661: "KR"))
    }

    @Test
    func failsWithoutACountryCode() {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(ContentRatingDTO.self, json: #"{"rating": "15"}"#)
        }
    }
}
