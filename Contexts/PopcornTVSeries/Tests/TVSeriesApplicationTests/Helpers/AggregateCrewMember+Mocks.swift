import CoreDomain
import Foundation
import TVSeriesDomain

extension AggregateCrewMember {
    static func mock(
        id: Int = 66633,
        name: String = "Vince Gilligan",
        profilePath: URL? = URL(string: "/crew.jpg"),
        department: String = "Writing",
        jobs: [TVJob] = [
            TVJob(creditID: "j1", job: "Writer", episodeCount: 13),
            TVJob(creditID: "j2", job: "Creator", episodeCount: 62),
        ],
        totalEpisodeCount: Int = 62
    ) -> AggregateCrewMember {
        AggregateCrewMember(
            id: id,
            name: name,
            gender: .male,
            profilePath: profilePath,
            department: department,
            jobs: jobs,
            totalEpisodeCount: totalEpisodeCount
        )
    }
}
