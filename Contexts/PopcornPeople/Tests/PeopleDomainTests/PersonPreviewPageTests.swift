import Foundation
import PeopleDomain
import Testing

@Suite("PersonPreviewPage")
struct PersonPreviewPageTests {
    let results = [PersonPreview(id: 287, name: "Brad Pitt")]

    @Test("two pages with the same totals and results are equal, and any difference makes them differ")
    func equality() {
        let page = PersonPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: results)
        #expect(page == PersonPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: results))
        #expect(page != PersonPreviewPage(page: 2, totalPages: 2, totalResults: 21, results: results))
        #expect(page != PersonPreviewPage(page: 1, totalPages: 2, totalResults: 21, results: []))
    }
}
