import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVContentRatingsDTOTests {
    @Test(arguments: DecoderKind.allCases)
    func decodesEveryCountrysRatingInOrderDroppingOneWithoutACode(decoder: DecoderKind) throws {
        let ratings = try decoder.decode(TVContentRatingsDTO.self, from: Fixture.data("tv-content-ratings-1396"))

        #expect(ratings.id == 1396)
        #expect(ratings.results.map(\.iso31661) == ["US", "BR", "DE", "NL", "KR"])
        #expect(ratings.results.map(\.rating) == ["TV-MA", "16", "16", "", nil])
        #expect(ratings.results[1].descriptors == ["Drugs", "Violence"])
        #expect(ratings.results[2].descriptors == [])
    }

    @Test(arguments: DecoderKind.allCases)
    func readsMissingResultsAsEmpty(decoder: DecoderKind) throws {
        #expect(try decoder.decode(TVContentRatingsDTO.self, json: #"{"results": null}"#) == TVContentRatingsDTO())
    }
}
