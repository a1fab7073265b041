import CoreDomain
import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("AggregateCastMemberMapper")
struct AggregateCastMemberMapperTests {
    let mapper = AggregateCastMemberMapper()

    private func cast() throws -> [AggregateCastMemberDTO] {
        try Fixture.decode(TVSeriesAggregateCreditsDTO.self, "tv-aggregate-credits-1396").cast
    }

    @Test("a cast member keeps every field, TMDb's order winning over the fallback")
    func mapsMember() throws {
        #expect(
            mapper.map(try cast()[0], fallbackOrder: 9)
                == AggregateCastMember(
                    id: 17419, name: "Bryan Cranston", gender: .male,
                    profilePath: URL(string: "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg"),
                    roles: [TVRole(creditID: "52542282760ee313280017f9", character: "Walter White", episodeCount: 62)],
                    totalEpisodeCount: 62, order: 0
                ))
    }

    @Test("a missing order takes the fallback and a missing total sums the roles; odd gender and empty path survive")
    func mapsQuirks() throws {
        #expect(
            mapper.map(try cast()[2], fallbackOrder: 2)
                == AggregateCastMember(
                    id: 9_000_001, name: "Utility Player", gender: .unknown, profilePath: nil,
                    roles: [
                        TVRole(creditID: "5a1b2c3d4e5f60718293a4b5", character: "Cartel Thug", episodeCount: 2),
                        TVRole(creditID: "5a1b2c3d4e5f60718293a4b6", character: "", episodeCount: 1),
                        TVRole(creditID: "5a1b2c3d4e5f60718293a4b7", character: "Hospital Orderly", episodeCount: 0),
                    ],
                    totalEpisodeCount: 3, order: 2
                ))
    }
}
