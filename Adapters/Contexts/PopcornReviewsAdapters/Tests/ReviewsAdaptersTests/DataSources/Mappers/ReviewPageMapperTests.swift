import Foundation
import ReviewsDomain
import TMDbKit
import Testing

@testable import ReviewsAdapters

@Suite("ReviewPageMapper")
struct ReviewPageMapperTests {
    let mapper = ReviewPageMapper()

    @Test("the paging totals carry over and every review is mapped in TMDb's order")
    func paging() throws {
        let page = mapper.map(try Fixture.decode(PagedResponseDTO<ReviewDTO>.self, "movie-550-reviews"))

        #expect(page.page == 1)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 23)
        #expect(page.results.map(\.id) == ["5b1c13b9c3a36848f2026384", "5dbd3ba4c3a368001a7e1c02"])
    }

    @Test("a review that cannot be dated is left out of the page; the totals stay TMDb's")
    func dropsUndatable() throws {
        let page = mapper.map(try Fixture.decode(PagedResponseDTO<ReviewDTO>.self, "tv-1396-reviews"))

        #expect(page.results.map(\.id) == ["58a9d2a1c3a3683e7a00b7d1", "58a9d2a1c3a3683e7a00b7d3"])
        #expect(page.totalResults == 3)
    }

    @Test("TMDb's answer for a title without reviews is an empty page")
    func noReviews() throws {
        let dto = try JSONDecoder().decode(
            PagedResponseDTO<ReviewDTO>.self,
            from: Data(#"{"id":550,"page":1,"results":[],"total_pages":0,"total_results":0}"#.utf8))

        #expect(mapper.map(dto) == ReviewPage(page: 1, totalPages: 0, totalResults: 0, results: []))
    }
}
