import Foundation
import TVSeriesDomain
import Testing

@Suite("AggregateCastMember")
struct AggregateCastMemberTests {
    let role = TVRole(creditID: "r1", character: "Walter White", episodeCount: 62)

    @Test("the gender defaults to unknown and the profile path to nil")
    func defaults() {
        let member = AggregateCastMember(
            id: 17419, name: "Bryan Cranston", roles: [role], totalEpisodeCount: 62, order: 0)
        #expect(member.gender == .unknown)
        #expect(member.profilePath == nil)
    }

    @Test("two members with the same fields are equal, and differing roles or order make them differ")
    func equality() {
        let member = AggregateCastMember(id: 1, name: "A", roles: [role], totalEpisodeCount: 62, order: 0)
        #expect(member == AggregateCastMember(id: 1, name: "A", roles: [role], totalEpisodeCount: 62, order: 0))
        #expect(member != AggregateCastMember(id: 1, name: "A", roles: [], totalEpisodeCount: 62, order: 0))
        #expect(member != AggregateCastMember(id: 1, name: "A", roles: [role], totalEpisodeCount: 62, order: 1))
    }
}
