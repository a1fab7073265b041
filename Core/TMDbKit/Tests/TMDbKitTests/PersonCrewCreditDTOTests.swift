import Foundation
import Testing

@testable import TMDbKit

@Suite struct PersonCrewCreditDTOTests {
    private func crew() throws -> [PersonCrewCreditDTO] {
        try TMDbJSON.decode(PersonCombinedCreditsDTO.self, from: Fixture.data("person-combined-credits-287")).crew
    }

    @Test
    func decodesAMovieJob() throws {
        let producer = try crew()[0]

        #expect(producer.mediaType == "movie")
        #expect(producer.id == 76_203)
        #expect(producer.title == "12 Years a Slave")
        #expect(producer.releaseDate == "2013-10-18")
        #expect(producer.genreIDs == [18, 36])
        #expect(producer.creditID == "52fe4924c3a368484e11fe8d")
        #expect(producer.department == "Production")
        #expect(producer.job == "Producer")
        #expect(producer.episodeCount == nil)
    }

    @Test
    func decodesASeriesJobWithAnEmptyFirstAirDate() throws {
        #expect(
            try crew()[1]
                == PersonCrewCreditDTO(
                    adult: false, genreIDs: [99], id: 1_230_005, mediaType: "tv", originCountry: ["US"],
                    originalLanguage: "en", originalName: "Inside the Garage", overview: "", popularity: 2.2,
                    firstAirDate: "", name: "Inside the Garage", voteAverage: 0, voteCount: 0,
                    creditID: "65f2a9c1d8b2e1017d3f0a15", department: "Production", job: "Executive Producer",
                    episodeCount: 8)
        )
    }

    @Test func needsOnlyAnIDAMediaTypeAndACreditID() throws {
        let credit = try Fixture.decode(
            PersonCrewCreditDTO.self, json: #"{"id": 1, "media_type": "tv", "credit_id": "c", "job": 3}"#)

        #expect(credit == PersonCrewCreditDTO(id: 1, mediaType: "tv", creditID: "c"))
    }

    @Test(arguments: [#"{"id": 1, "media_type": "tv"}"#, #"{"id": 1, "credit_id": "c"}"#, #"{"media_type": "tv"}"#])
    func failsWithoutAnIDAMediaTypeOrACreditID(json: String) {
        #expect(throws: DecodingError.self) {
            try Fixture.decode(PersonCrewCreditDTO.self, json: json)
        }
    }
}
