@testable import TVSeriesInfrastructure

extension TVSeriesRoleEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        memberPosition: Int = 0,
        position: Int = 0,
        creditID: String = "52542282760ee313280017f9",
        character: String = "Walter White",
        episodeCount: Int = 62
    ) -> TVSeriesRoleEntity {
        TVSeriesRoleEntity(
            tvSeriesID: tvSeriesID,
            memberPosition: memberPosition,
            position: position,
            creditID: creditID,
            character: character,
            episodeCount: episodeCount
        )
    }
}
