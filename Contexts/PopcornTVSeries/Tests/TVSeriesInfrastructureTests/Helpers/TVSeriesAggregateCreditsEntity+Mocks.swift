import CoreDomainTestHelpers
import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesAggregateCreditsEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        cast: [TVSeriesAggregateCastMemberEntity]? = [.mock()],
        crew: [TVSeriesAggregateCrewMemberEntity]? = [.mock()]
    ) -> TVSeriesAggregateCreditsEntity {
        TVSeriesAggregateCreditsEntity(
            tvSeriesID: tvSeriesID,
            language: language,
            cachedAt: cachedAt,
            cast: cast,
            crew: crew
        )
    }
}
