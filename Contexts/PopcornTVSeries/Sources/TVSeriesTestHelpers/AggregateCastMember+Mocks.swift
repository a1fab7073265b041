import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain

extension AggregateCastMember {
    /// Bryan Cranston as Walter White and Heisenberg, billed first.
    public static func mock(
        id: Int = 17_419,
        name: String = "Bryan Cranston",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg"),
        roles: [TVRole] = [
            .mock(creditID: "r1", character: "Walter White", episodeCount: 62),
            .mock(creditID: "r2", character: "Heisenberg", episodeCount: 40),
        ],
        totalEpisodeCount: Int = 62,
        order: Int = 0
    ) -> AggregateCastMember {
        AggregateCastMember(
            id: id, name: name, gender: gender, profilePath: profilePath, roles: roles,
            totalEpisodeCount: totalEpisodeCount, order: order)
    }
}
