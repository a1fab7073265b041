import CollectionsDomain
import CollectionsTestHelpers
import CoreDomain
import Foundation
import Testing

@Suite("FilmCollectionPreviewPage")
struct FilmCollectionPreviewPageTests {
    /// Builds a page the way the shared preview-page cache does: knowing only that it is a `ResultsPage`.
    private func rebuilt<Page: ResultsPage>(_ page: Page) -> Page {
        Page(page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, results: page.results)
    }

    @Test("a page rebuilt through ResultsPage keeps its paging numbers and its results in order")
    func resultsPage() {
        let page = rebuilt(FilmCollectionPreviewPage.mock(page: 2, totalPages: 5, totalResults: 90))
        #expect(page == .mock(page: 2, totalPages: 5, totalResults: 90))
        #expect(page.results.map(\.id) == [1, 2])
    }

    @Test("pages with different numbers or results differ")
    func equality() {
        #expect(FilmCollectionPreviewPage.mock(page: 1) != FilmCollectionPreviewPage.mock(page: 2))
        #expect(FilmCollectionPreviewPage.mock(results: []) != FilmCollectionPreviewPage.mock())
    }
}
