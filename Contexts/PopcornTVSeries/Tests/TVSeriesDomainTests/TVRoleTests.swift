import Foundation
import TVSeriesDomain
import Testing

@Suite("TVRole")
struct TVRoleTests {
    @Test("the credit id identifies the role")
    func identity() {
        #expect(TVRole(creditID: "r1", character: "Walter White", episodeCount: 62).id == "r1")
    }

    @Test("two roles for the same character have different ids when their credits differ")
    func distinctCredits() {
        let first = TVRole(creditID: "r1", character: "Walter White", episodeCount: 62)
        let second = TVRole(creditID: "r2", character: "Walter White", episodeCount: 62)
        #expect(first.id != second.id)
        #expect(first != second)
    }

    @Test("two roles with the same fields are equal, and a different episode count makes them differ")
    func equality() {
        let role = TVRole(creditID: "r1", character: "Walter White", episodeCount: 62)
        #expect(role == TVRole(creditID: "r1", character: "Walter White", episodeCount: 62))
        #expect(role != TVRole(creditID: "r1", character: "Walter White", episodeCount: 61))
    }
}
