@testable import TVSeriesInfrastructure

extension TVSeriesAggregateCastMemberEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        personID: Int = 17_419,
        name: String = "Bryan Cranston",
        gender: Int = 2,
        profilePath: String? = "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg",
        totalEpisodeCount: Int = 62,
        order: Int = 0,
        roles: [TVSeriesRoleEntity]? = [
            .mock(position: 0), .mock(position: 1, creditID: "r2", character: "Heisenberg", episodeCount: 40),
        ]
    ) -> TVSeriesAggregateCastMemberEntity {
        TVSeriesAggregateCastMemberEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            personID: personID,
            name: name,
            gender: gender,
            profilePath: profilePath,
            totalEpisodeCount: totalEpisodeCount,
            order: order,
            roles: roles
        )
    }
}
