@testable import TVSeriesInfrastructure

extension TVSeriesJobEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        memberPosition: Int = 0,
        position: Int = 0,
        creditID: String = "52542287760ee31328001af1",
        job: String = "Executive Producer",
        episodeCount: Int = 62
    ) -> TVSeriesJobEntity {
        TVSeriesJobEntity(
            tvSeriesID: tvSeriesID,
            memberPosition: memberPosition,
            position: position,
            creditID: creditID,
            job: job,
            episodeCount: episodeCount
        )
    }
}
