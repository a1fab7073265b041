import Foundation
import Testing

@testable import TMDbKit

@Suite struct EpisodeCreditsDTOTests {
    @Test
    func decodesCastGuestStarsAndCrewInOrder() throws {
        let credits = try TMDbJSON.decode(EpisodeCreditsDTO.self, from: Fixture.data("tv-episode-credits-1396-1-1"))

        #expect(credits.id == 62085)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(
            credits.guestStars
                == [
                    CastMemberDTO(
                        adult: false, gender: 2, id: 1_046_460, knownForDepartment: "Acting", name: "Max Arciniega",
                        originalName: "Max Arciniega", popularity: 3.1,
                        profilePath: "/eqKAJKPpt41KpsLIkkBnAY4HMAL.jpg", character: "Krazy-8",
                        creditID: "5271b489760ee35b3e0881a7", order: 500)
                ])
        #expect(
            credits.crew
                == [
                    CrewMemberDTO(
                        adult: false, gender: 2, id: 66633, knownForDepartment: "Writing", name: "Vince Gilligan",
                        originalName: "Vince Gilligan", popularity: 9.8,
                        profilePath: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg", creditID: "52542275760ee313280006ce",
                        department: "Directing", job: "Director")
                ])
    }

    @Test
    func dropsAMalformedMemberAndReadsANullProfileAsNil() throws {
        let credits = try TMDbJSON.decode(EpisodeCreditsDTO.self, from: Fixture.data("tv-episode-credits-1396-1-1"))

        #expect(credits.cast.count == 2)
        #expect(credits.cast[1].profilePath == nil)
        #expect(credits.cast.allSatisfy { $0.castID == nil })
    }

    @Test
    func readsMissingOrNullListsAsEmptyAndAMissingIDAsNil() throws {
        let credits = try TMDbJSON.decode(EpisodeCreditsDTO.self, json: #"{"cast": null, "crew": []}"#)

        #expect(credits == EpisodeCreditsDTO())
    }
}
