import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonCreditsMapper")
struct PersonCreditsMapperTests {
    let mapper = PersonCreditsMapper()

    @Test("combined credits keep the person's id and every cast and crew credit, in TMDb's order")
    func mapsCredits() throws {
        let credits = mapper.map(try Fixture.decode(PersonCombinedCreditsDTO.self, "person-combined-credits-287"))
        #expect(credits.id == 287)
        #expect(
            credits.cast.map(\.creditID) == [
                "52fe4250c3a36847f80149f3", "525710bf19c295731c032341", "65a1b2c3d4e5f6a7b8c9d0e1",
            ])
        #expect(credits.cast.map(\.mediaType) == [.movie, .tvSeries, .movie])
        #expect(credits.cast.map(\.isCast) == [true, true, true])
        #expect(credits.crew.map(\.title) == ["12 Years a Slave", "The OA", "Plan B Audio Hour"])
        #expect(credits.crew.map(\.mediaType) == [.movie, .tvSeries, .unknown])
        #expect(credits.crew.map(\.isCast) == [false, false, false])
    }

}
