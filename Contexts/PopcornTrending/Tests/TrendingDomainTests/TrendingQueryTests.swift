import Foundation
import Testing
import TrendingDomain

@Suite("TrendingQuery")
struct TrendingQueryTests {
    @Test("the defaults list every kind trending today, on page 1")
    func defaults() {
        let query = TrendingQuery()

        #expect(query.kind == .all)
        #expect(query.timeWindow == .day)
        #expect(query.page == 1)
    }

    @Test("a kind, a window and a page are kept as given")
    func keepsValues() {
        let query = TrendingQuery(kind: .tvSeries, timeWindow: .week, page: 3)

        #expect(query.kind == .tvSeries)
        #expect(query.timeWindow == .week)
        #expect(query.page == 3)
    }

    @Test("queries differing in kind, window or page are different queries")
    func distinctness() {
        let query = TrendingQuery(kind: .movie, timeWindow: .week, page: 2)

        #expect(query == TrendingQuery(kind: .movie, timeWindow: .week, page: 2))
        #expect(query != TrendingQuery(kind: .person, timeWindow: .week, page: 2))
        #expect(query != TrendingQuery(kind: .movie, timeWindow: .day, page: 2))
        #expect(query != TrendingQuery(kind: .movie, timeWindow: .week, page: 1))
    }
}
