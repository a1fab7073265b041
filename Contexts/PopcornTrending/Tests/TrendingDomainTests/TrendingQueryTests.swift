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
}
