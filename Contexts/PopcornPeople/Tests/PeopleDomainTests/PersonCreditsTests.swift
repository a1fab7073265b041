import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@Suite("PersonCredits")
struct PersonCreditsTests {
    @Test("the person's id identifies the credits")
    func identity() {
        #expect(PersonCredits(id: 287, cast: [], crew: []).id == 287)
    }

    @Test("two credit lists with the same entries are equal, and any difference makes them differ")
    func equality() {
        let credits = PersonCredits(id: 287, cast: [.mock()], crew: [.mock(creditID: "j1", job: "Producer")])
        #expect(credits == PersonCredits(id: 287, cast: [.mock()], crew: [.mock(creditID: "j1", job: "Producer")]))
        #expect(credits != PersonCredits(id: 287, cast: [], crew: [.mock(creditID: "j1", job: "Producer")]))
        #expect(credits != PersonCredits(id: 288, cast: [.mock()], crew: [.mock(creditID: "j1", job: "Producer")]))
    }
}
