import Foundation
import TVSeriesDomain
import Testing

@Suite("TVSeriesPreviewPage")
struct TVSeriesPreviewPageTests {
    let results = [TVSeriesPreview(id: 1396, name: "Breaking Bad")]

    @Test("two pages with the same totals and results are equal, and any difference makes them differ")
    func equality() {
        let page = TVSeriesPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: results)
        #expect(page == TVSeriesPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: results))
        #expect(page != TVSeriesPreviewPage(page: 2, totalPages: 2, totalResults: 21, results: results))
        #expect(page != TVSeriesPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: []))
    }
}
