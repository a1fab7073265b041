import Foundation
import TVSeriesDomain
import Testing

@Suite("AggregateCredits")
struct AggregateCreditsTests {
    let cast = AggregateCastMember(
        id: 17419, name: "Bryan Cranston",
        roles: [TVRole(creditID: "r1", character: "Walter White", episodeCount: 62)], totalEpisodeCount: 62, order: 0)
    let crew = AggregateCrewMember(
        id: 66633, name: "Vince Gilligan", department: "Writing",
        jobs: [TVJob(creditID: "j1", job: "Writer", episodeCount: 13)], totalEpisodeCount: 13)

    @Test("the series' id identifies it")
    func identity() {
        #expect(AggregateCredits(id: 1396, cast: [], crew: []).id == 1396)
    }

    @Test("two credits with the same people are equal, and a different cast or crew makes them differ")
    func equality() {
        let credits = AggregateCredits(id: 1396, cast: [cast], crew: [crew])
        #expect(credits == AggregateCredits(id: 1396, cast: [cast], crew: [crew]))
        #expect(credits != AggregateCredits(id: 1396, cast: [], crew: [crew]))
        #expect(credits != AggregateCredits(id: 1396, cast: [cast], crew: []))
    }
}
