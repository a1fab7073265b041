import CoreDomain
import Foundation
import TVSeriesDomain

extension AggregateCastMember {
    static func mock(
        id: Int = 17419,
        name: String = "Bryan Cranston",
        profilePath: URL? = URL(string: "/cast.jpg"),
        roles: [TVRole] = [
            TVRole(creditID: "r1", character: "Walter White", episodeCount: 62),
            TVRole(creditID: "r2", character: "Heisenberg", episodeCount: 40),
        ],
        order: Int = 0
    ) -> AggregateCastMember {
        AggregateCastMember(
            id: id,
            name: name,
            gender: .male,
            profilePath: profilePath,
            roles: roles,
            totalEpisodeCount: 62,
            order: order
        )
    }
}
