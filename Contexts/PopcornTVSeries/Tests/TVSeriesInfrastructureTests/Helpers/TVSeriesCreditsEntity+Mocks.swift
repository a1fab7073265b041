import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesCreditsEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        cast: [TVSeriesCastMemberEntity]? = [
            .mock(position: 0),
            .mock(
                position: 1, personID: 84_497, creditID: "c2", name: "Aaron Paul",
                character: "Jesse Pinkman", order: 1),
        ],
        crew: [TVSeriesCrewMemberEntity]? = [.mock()]
    ) -> TVSeriesCreditsEntity {
        TVSeriesCreditsEntity(
            tvSeriesID: tvSeriesID,
            language: language,
            cachedAt: cachedAt,
            cast: cast,
            crew: crew
        )
    }
}
