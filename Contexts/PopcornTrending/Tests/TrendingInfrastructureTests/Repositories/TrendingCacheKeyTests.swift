import Testing
import TrendingDomain

@testable import TrendingInfrastructure

@Suite("TrendingCacheKey")
struct TrendingCacheKeyTests {
    @Test("everything trending today is keyed by kind, window and page")
    func defaults() {
        #expect(TrendingCacheKey.trending(TrendingQuery()) == "trending:all:day:page:1")
    }

    @Test(
        "each kind and window has its own key",
        arguments: [
            (TrendingQuery(kind: .movie, timeWindow: .day, page: 1), "trending:movie:day:page:1"),
            (TrendingQuery(kind: .tvSeries, timeWindow: .week, page: 2), "trending:tv:week:page:2"),
            (TrendingQuery(kind: .person, timeWindow: .week, page: 500), "trending:person:week:page:500"),
            (TrendingQuery(kind: .all, timeWindow: .week, page: 3), "trending:all:week:page:3"),
        ])
    func keys(query: TrendingQuery, key: String) {
        #expect(TrendingCacheKey.trending(query) == key)
    }

    @Test("no two queries share a key")
    func distinct() {
        let queries = TrendingMediaKind.allCases.flatMap { kind in
            TrendingTimeWindow.allCases.flatMap { window in
                (1...3).map { TrendingQuery(kind: kind, timeWindow: window, page: $0) }
            }
        }

        #expect(Set(queries.map(TrendingCacheKey.trending)).count == queries.count)
    }
}
