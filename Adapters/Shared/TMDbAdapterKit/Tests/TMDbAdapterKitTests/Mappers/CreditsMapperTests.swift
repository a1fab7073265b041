import CoreDomain
import Foundation
import TMDbKit
import Testing

@testable import TMDbAdapterKit

@Suite("CreditsMapper")
struct CreditsMapperTests {
    let credits: Credits

    init() throws {
        credits = CreditsMapper().map(try Fixture.decode(MovieCreditsDTO.self, "movie-credits-550"))
    }

    @Test("cast members keep every field, in TMDb's order")
    func castFields() throws {
        #expect(credits.id == 550)
        #expect(credits.cast.map(\.id) == [819, 287, 1283, 7470])
        let pitt = credits.cast[1]
        #expect(
            pitt
                == CastMember(
                    id: 287, castID: 5, creditID: "52fe4250c3a36847f80149f7", name: "Brad Pitt",
                    character: "Tyler Durden",
                    gender: .male, profilePath: URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"), order: 1
                ))
    }

    @Test("a missing order, character and cast id, an empty path and an undocumented gender are survived")
    func castQuirks() {
        let meatLoaf = credits.cast[3]
        #expect(meatLoaf.order == 3)
        #expect(meatLoaf.character == "")
        #expect(meatLoaf.castID == nil)
        #expect(meatLoaf.profilePath == nil)
        #expect(meatLoaf.gender == .unknown)
        #expect(credits.cast[2].gender == .female)
    }

    @Test("crew members keep job and department, and missing ones become empty")
    func crewFields() {
        #expect(
            credits.crew[0]
                == CrewMember(
                    id: 7467, creditID: "52fe4250c3a36847f8014a11", name: "David Fincher", job: "Director",
                    department: "Directing", gender: .male, profilePath: URL(string: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg")
                ))
        #expect(credits.crew[2].job == "")
        #expect(credits.crew[2].department == "")
    }
}

@Suite("CreditsMapper for TV series")
struct TVSeriesCreditsMapperTests {
    @Test("a series' credits map like a movie's, without cast ids")
    func mapsSeriesCredits() {
        let dto = TVSeriesCreditsDTO(
            id: 1396,
            cast: [
                CastMemberDTO(
                    gender: 2, id: 17419, name: "Bryan Cranston", character: "Walter White", creditID: "c1", order: 0)
            ],
            crew: [
                CrewMemberDTO(
                    gender: 2, id: 66633, name: "Vince Gilligan", creditID: "c2", department: "Production",
                    job: "Executive Producer")
            ]
        )
        let credits = CreditsMapper().map(dto)
        #expect(credits.id == 1396)
        #expect(
            credits.cast == [
                CastMember(
                    id: 17419, castID: nil, creditID: "c1", name: "Bryan Cranston", character: "Walter White",
                    gender: .male, order: 0)
            ])
        #expect(credits.crew.map(\.job) == ["Executive Producer"])
    }
}
