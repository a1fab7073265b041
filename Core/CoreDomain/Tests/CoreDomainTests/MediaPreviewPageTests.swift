import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("MediaPreviewPage")
struct MediaPreviewPageTests {
    @Test("an empty page keeps its page number and has no results or totals")
    func empty() {
        let page = MediaPreviewPage.empty(page: 3)

        #expect(page == MediaPreviewPage(page: 3, totalPages: 0, totalResults: 0, results: []))
    }

    @Test("a page keeps its results in the order given, kinds mixed")
    func keepsOrder() {
        let results: [MediaPreview] = [.person(.mock()), .movie(.mock()), .tvSeries(.mock())]

        let page = MediaPreviewPage(page: 1, totalPages: 2, totalResults: 23, results: results)

        #expect(page.results.map(\.kind) == [.person, .movie, .tvSeries])
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 23)
    }
}
