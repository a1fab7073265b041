@testable import TVSeriesInfrastructure

extension TVSeriesAggregateCrewMemberEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        personID: Int = 66_633,
        name: String = "Vince Gilligan",
        gender: Int = 2,
        profilePath: String? = "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg",
        department: String = "Production",
        totalEpisodeCount: Int = 62,
        jobs: [TVSeriesJobEntity]? = [.mock(position: 0), .mock(position: 1, creditID: "j2", job: "Creator")]
    ) -> TVSeriesAggregateCrewMemberEntity {
        TVSeriesAggregateCrewMemberEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            personID: personID,
            name: name,
            gender: gender,
            profilePath: profilePath,
            department: department,
            totalEpisodeCount: totalEpisodeCount,
            jobs: jobs
        )
    }
}
