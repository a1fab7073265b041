import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("AggregateCrewMemberMapper")
struct AggregateCrewMemberMapperTests {
    let mapper = AggregateCrewMemberMapper()

    private func crew() throws -> [AggregateCrewMemberDTO] {
        try Fixture.decode(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396").crew
    }

    @Test("a crew member keeps every field and every job")
    func mapsMember() throws {
        #expect(
            mapper.map(try crew()[0])
                == AggregateCrewMember(
                    id: 1_214_730, name: "Michelle MacLaren", gender: .female,
                    profilePath: URL(string: "/qNBuz9QoYTnGQEvo6ZhvtMBcpqA.jpg"), department: "Directing",
                    jobs: [
                        TVJob(creditID: "52542287760ee31328001af1", job: "Director", episodeCount: 11),
                        TVJob(creditID: "52542287760ee31328001b0b", job: "Executive Producer", episodeCount: 46),
                    ],
                    totalEpisodeCount: 57
                ))
    }

    @Test("a missing department becomes empty and a missing total sums the jobs")
    func mapsQuirks() throws {
        #expect(
            mapper.map(try crew()[1])
                == AggregateCrewMember(
                    id: 9_000_002, name: "Unsorted Crew", gender: .unknown, profilePath: nil, department: "",
                    jobs: [
                        TVJob(creditID: "5a1b2c3d4e5f60718293a4c1", job: "", episodeCount: 3),
                        TVJob(creditID: "5a1b2c3d4e5f60718293a4c2", job: "Grip", episodeCount: 4),
                    ],
                    totalEpisodeCount: 7
                ))
    }
}
