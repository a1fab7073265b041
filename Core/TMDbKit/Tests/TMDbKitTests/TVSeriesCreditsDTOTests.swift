import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesCreditsDTOTests {
    @Test
    func decodesCastAndCrewInOrder() throws {
        let credits = try TMDbJSON.decode(TVSeriesCreditsDTO.self, from: Fixture.data("tv-credits-1396"))

        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul", "Anna Gunn"])
        #expect(
            credits.cast[0]
                == CastMemberDTO(
                    adult: false, gender: 2, id: 17419, knownForDepartment: "Acting", name: "Bryan Cranston",
                    originalName: "Bryan Cranston", popularity: 18.7, profilePath: "/npowdSaULuTgyFkjafCYK2Ox0bF.jpg",
                    character: "Walter White", creditID: "52542282760ee313280017f9", order: 0)
        )
        #expect(
            credits.crew
                == [
                    CrewMemberDTO(
                        adult: false, gender: 2, id: 66633, knownForDepartment: "Writing", name: "Vince Gilligan",
                        originalName: "Vince Gilligan", popularity: 9.8,
                        profilePath: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg", creditID: "52542287760ee31328001af1",
                        department: "Production", job: "Executive Producer")
                ])
    }

    @Test func readsTheMissingCastIDOfATVCastMemberAsNil() throws {
        let credits = try Fixture.decode(TVSeriesCreditsDTO.self, "tv-credits-1396")

        #expect(credits.cast.allSatisfy { $0.castID == nil })
    }

    @Test func readsMissingOrNullCastAndCrewAsEmpty() throws {
        let credits = try Fixture.decode(TVSeriesCreditsDTO.self, json: #"{"id": 7, "cast": null}"#)

        #expect(credits == TVSeriesCreditsDTO(id: 7))
    }
}
