import CoreDomain
import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@Suite("ReviewPage")
struct ReviewPageTests {
    /// Builds a page the way the shared preview-page cache does: knowing only that it is a `ResultsPage`.
    private func rebuilt<Page: ResultsPage>(_ page: Page) -> Page {
        Page(page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, results: page.results)
    }

    @Test("a page rebuilt through ResultsPage keeps its paging numbers and its reviews in order")
    func resultsPage() {
        let page = rebuilt(ReviewPage.mock(page: 2, totalPages: 5, totalResults: 90))
        #expect(page == .mock(page: 2, totalPages: 5, totalResults: 90))
        #expect(page.results.map(\.id) == ["a1", "a2"])
    }

    @Test("pages with different numbers or reviews differ")
    func equality() {
        #expect(ReviewPage.mock(page: 1) != ReviewPage.mock(page: 2))
        #expect(ReviewPage.mock(results: []) != ReviewPage.mock())
    }
}
