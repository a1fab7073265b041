import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain

extension AggregateCrewMember {
    /// Vince Gilligan in production: executive producer and creator, each over 62 episodes.
    public static func mock(
        id: Int = 66_633,
        name: String = "Vince Gilligan",
        gender: Gender = .male,
        profilePath: URL? = URL(string: "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"),
        department: String = "Production",
        jobs: [TVJob] = [
            .mock(creditID: "j1", job: "Executive Producer", episodeCount: 62),
            .mock(creditID: "j2", job: "Creator", episodeCount: 62),
        ],
        totalEpisodeCount: Int = 62
    ) -> AggregateCrewMember {
        AggregateCrewMember(
            id: id, name: name, gender: gender, profilePath: profilePath, department: department, jobs: jobs,
            totalEpisodeCount: totalEpisodeCount)
    }
}
