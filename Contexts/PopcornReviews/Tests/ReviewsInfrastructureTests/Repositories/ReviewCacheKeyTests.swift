import Foundation
import ReviewsDomain
import Testing

@testable import ReviewsInfrastructure

@Suite("ReviewCacheKey")
struct ReviewCacheKeyTests {
    @Test("a page's key names the context, the kind of title, its id and the page")
    func page() {
        #expect(ReviewCacheKey.page(.movie(id: 550), page: 1) == "reviews:movie:550:page:1")
        #expect(ReviewCacheKey.page(.tvSeries(id: 1396), page: 2) == "reviews:tv:1396:page:2")
    }

    @Test("a movie and a series with the same id, and two pages of one title, have different keys")
    func distinct() {
        #expect(ReviewCacheKey.page(.movie(id: 1), page: 1) != ReviewCacheKey.page(.tvSeries(id: 1), page: 1))
        #expect(ReviewCacheKey.page(.movie(id: 1), page: 1) != ReviewCacheKey.page(.movie(id: 1), page: 2))
    }
}
