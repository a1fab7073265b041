import Foundation
import Testing

@testable import TMDbKit

@Suite struct MovieCreditsDTOTests {
    @Test func decodesCastAndCrewInOrder() throws {
        let credits = try Fixture.decode(MovieCreditsDTO.self, "movie-credits-550")

        #expect(credits.id == 550)
        #expect(credits.cast.map(\.name) == ["Edward Norton", "Brad Pitt", "Helena Bonham Carter"])
        #expect(
            credits.cast[1]
                == CastMemberDTO(
                    adult: false, gender: 2, id: 287, knownForDepartment: "Acting", name: "Brad Pitt",
                    originalName: "Brad Pitt", popularity: 45.2, profilePath: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg",
                    castID: 5, character: "Tyler Durden", creditID: "52fe4250c3a36847f80149f7", order: 1)
        )
        #expect(
            credits.crew.first
                == CrewMemberDTO(
                    adult: false, gender: 2, id: 7467, knownForDepartment: "Directing", name: "David Fincher",
                    originalName: "David Fincher", popularity: 21.8, profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg",
                    creditID: "631f0289568463007bbe28a5", department: "Directing", job: "Director")
        )
        #expect(credits.crew[1].profilePath == nil)
    }

    @Test func dropsACastMemberWithoutACreditID() throws {
        let credits = try Fixture.decode(MovieCreditsDTO.self, "movie-credits-550")

        #expect(!credits.cast.contains { $0.id == 9_999_999 })
        #expect(credits.cast.count == 3)
    }

    @Test func readsMissingCastAndCrewAsEmpty() throws {
        let credits = try Fixture.decode(MovieCreditsDTO.self, json: #"{"id": 7}"#)

        #expect(credits == MovieCreditsDTO(id: 7, cast: [], crew: []))
    }

    @Test func readsNullCastAndCrewAsEmpty() throws {
        let credits = try Fixture.decode(MovieCreditsDTO.self, json: #"{"id": 7, "cast": null, "crew": "none"}"#)

        #expect(credits.cast.isEmpty)
        #expect(credits.crew.isEmpty)
    }
}
