import Foundation
import TVSeriesDomain
import Testing

@Suite("AggregateCrewMember")
struct AggregateCrewMemberTests {
    let job = TVJob(creditID: "j1", job: "Writer", episodeCount: 13)

    @Test("the gender defaults to unknown and the profile path to nil")
    func defaults() {
        let member = AggregateCrewMember(
            id: 66633, name: "Vince Gilligan", department: "Writing", jobs: [job], totalEpisodeCount: 13)
        #expect(member.gender == .unknown)
        #expect(member.profilePath == nil)
    }

    @Test("two members with the same fields are equal, and differing jobs or department make them differ")
    func equality() {
        let member = AggregateCrewMember(id: 1, name: "A", department: "Writing", jobs: [job], totalEpisodeCount: 13)
        #expect(
            member == AggregateCrewMember(id: 1, name: "A", department: "Writing", jobs: [job], totalEpisodeCount: 13))
        #expect(member != AggregateCrewMember(id: 1, name: "A", department: "Writing", jobs: [], totalEpisodeCount: 13))
        #expect(
            member != AggregateCrewMember(id: 1, name: "A", department: "Directing", jobs: [job], totalEpisodeCount: 13)
        )
    }
}
