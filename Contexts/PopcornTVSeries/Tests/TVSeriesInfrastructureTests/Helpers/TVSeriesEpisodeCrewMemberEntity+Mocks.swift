@testable import TVSeriesInfrastructure

extension TVSeriesEpisodeCrewMemberEntity {
    static func mock(
        seasonKey: String = "tv:1396:season:1",
        episodePosition: Int = 0,
        position: Int = 0,
        personID: Int = 66_633,
        creditID: String = "52542287760ee31328001af1",
        name: String = "Vince Gilligan",
        job: String = "Director",
        department: String = "Directing",
        gender: Int = 2,
        profilePath: String? = "/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg"
    ) -> TVSeriesEpisodeCrewMemberEntity {
        TVSeriesEpisodeCrewMemberEntity(
            seasonKey: seasonKey,
            episodePosition: episodePosition,
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
