import Foundation
import Testing

@testable import TMDbKit

@Suite struct ContentRatingDTOTests {
    @Test(arguments: DecoderKind.allCases)
    func decodesEveryField(decoder: DecoderKind) throws {
        let rating = try decoder.decode(
            ContentRatingDTO.self, json: #"{"descriptors": ["Drugs", "Violence"], "iso_3166_1": "BR", "rating": "16"}"#)

        #expect(rating == ContentRatingDTO(iso31661: "BR", rating: "16", descriptors: ["Drugs", "Violence"]))
    }

    @Test(arguments: DecoderKind.allCases)
    func readsNullOrMissingRatingAndDescriptorsAsNilAndEmpty(decoder: DecoderKind) throws {
        let rating = try decoder.decode(
            ContentRatingDTO.self, json: #"{"descriptors": null, "iso_3166_1": "KR", "rating": null}"#)

        #expect(rating == ContentRatingDTO(iso31661: "KR"))
    }

    @Test(arguments: DecoderKind.allCases)
    func failsWithoutACountryCode(decoder: DecoderKind) {
        #expect(throws: DecodingError.self) {
            try decoder.decode(ContentRatingDTO.self, json: #"{"rating": "15"}"#)
        }
    }
}
