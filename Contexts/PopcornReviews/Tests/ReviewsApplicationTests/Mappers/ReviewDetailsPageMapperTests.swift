import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@testable import ReviewsApplication

@Suite("ReviewDetailsPageMapper")
struct ReviewDetailsPageMapperTests {
    let mapper = ReviewDetailsPageMapper()

    @Test("the paging totals carry over, and every review is mapped in order")
    func mapsPage() {
        let page = mapper.map(.mock(page: 2, totalPages: 3, totalResults: 45))
        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 45)
        #expect(page.results.map(\.id) == ["a1", "a2"])
        #expect(page.results.map(\.author) == ["First", "Second"])
        #expect(page.results.map(\.rating) == [8, nil])
    }

    @Test("a page without reviews maps to an empty page")
    func emptyPage() {
        let page = mapper.map(.mock(totalPages: 0, totalResults: 0, results: []))
        #expect(page == ReviewDetailsPage(page: 1, totalPages: 0, totalResults: 0, results: []))
    }
}
