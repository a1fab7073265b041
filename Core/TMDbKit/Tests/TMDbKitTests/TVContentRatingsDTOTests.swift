import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVContentRatingsDTOTests {
    @Test
    func decodesEveryCountrysRatingInOrderDroppingOneWithoutACode() throws {
        let ratings = try TMDbJSON.decode(TVContentRatingsDTO.self, from: Fixture.data("tv-content-ratings-1396"))

        #expect(ratings.id == 1396)
        #expect(ratings.results.map(\.iso31661) == ["US", "BR", "DE", "NL", "KR"])
        #expect(ratings.results.map(\.rating) == ["TV-MA", "16", "16", "", nil])
        #expect(ratings.results[1].descriptors == ["Drugs", "Violence"])
        #expect(ratings.results[2].descriptors == [])
    }

    @Test
    func readsMissingResultsAsEmpty() throws {
        #expect(try TMDbJSON.decode(TVContentRatingsDTO.self, json: #"{"results": null}"#) == TVContentRatingsDTO())
    }
}
