import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonCombinedCreditsDTOTests {
    @Test
    func decodesMoviesAndSeriesMixedInCastAndCrew() throws {
        let credits = try TMDbJSON.decode(
            PersonCombinedCreditsDTO.self, from: Fixture.data("person-combined-credits-287"))

        #expect(credits.id == 287)
        #expect(credits.cast.map(\.mediaType) == ["movie", "tv", "movie", "tv"])
        #expect(credits.cast.map(\.id) == [550, 1668, 1_230_001, 1_230_002])
        #expect(credits.crew.map(\.mediaType) == ["movie", "tv"])
        #expect(credits.crew.map(\.job) == ["Producer", "Executive Producer"])
    }

    @Test func dropsAnItemWithoutACreditIDOrAMediaType() throws {
        let credits = try Fixture.decode(PersonCombinedCreditsDTO.self, "person-combined-credits-287")

        #expect(!credits.cast.contains { $0.id == 1_230_003 || $0.id == 1_230_004 })
        #expect(credits.cast.count == 4)
    }

    @Test(arguments: [#"{"id": 7}"#, #"{"id": 7, "cast": null, "crew": {}}"#])
    func readsMissingOrMalformedCastAndCrewAsEmpty(json: String) throws {
        let credits = try Fixture.decode(PersonCombinedCreditsDTO.self, json: json)

        #expect(credits == PersonCombinedCreditsDTO(id: 7))
    }

    @Test func failsWithoutAnID() {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(PersonCombinedCreditsDTO.self, json: #"{"cast": [], "crew": []}"#)
        }
    }

    @Test func leavesAbsentFieldsOutWhenEncoded() throws {
        let credits = try Fixture.decode(PersonCombinedCreditsDTO.self, "person-combined-credits-287")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(credits)) as? [String: Any]
        let cast = try #require(encoded?["cast"] as? [[String: Any]])

        #expect(cast[0]["title"] as? String == "Fight Club")
        #expect(cast[0]["name"] == nil)
        #expect(cast[0]["episode_count"] == nil)
        #expect(cast[1]["name"] as? String == "Friends")
        #expect(cast[1]["title"] == nil)
        #expect(cast[1]["media_type"] as? String == "tv")
        #expect(try JSONDecoder().decode(PersonCombinedCreditsDTO.self, from: JSONEncoder().encode(credits)) == credits)
    }
}
