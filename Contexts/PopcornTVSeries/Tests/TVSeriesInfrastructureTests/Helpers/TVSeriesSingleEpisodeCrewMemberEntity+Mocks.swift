@testable import TVSeriesInfrastructure

extension TVSeriesSingleEpisodeCrewMemberEntity {
    static func mock(
        episodeKey: String = "tv:1396:season:1:episode:1",
        position: Int = 0,
        personID: Int = 66_633,
        creditID: String = "52542287760ee31328001af1",
        name: String = "Vince Gilligan",
        job: String = "Director",
        department: String = "Directing",
        gender: Int = 2,
        profilePath: String? = "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"
    ) -> TVSeriesSingleEpisodeCrewMemberEntity {
        TVSeriesSingleEpisodeCrewMemberEntity(
            episodeKey: episodeKey,
            position: position,
            personID: personID,
            creditID: creditID,
            name: name,
            job: job,
            department: department,
            gender: gender,
            profilePath: profilePath
        )
    }
}
