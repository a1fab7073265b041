import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesApplication

@Suite("TVSeriesPreviewDetailsPageMapper")
struct TVSeriesPreviewDetailsPageMapperTests {
    let mapper = TVSeriesPreviewDetailsPageMapper()

    @Test("paging totals carry over and every result is mapped, in order")
    func mapsPage() {
        let page = mapper.map(
            .mock(page: 2, totalPages: 3, totalResults: 45, results: [.mock(id: 1), .mock(id: 2)]),
            imagesConfiguration: .mock()
        )
        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 45)
        #expect(page.results.map(\.id) == [1, 2])
        #expect(page.results.allSatisfy { $0.posterURLSet != nil })
    }

    @Test("an empty page stays empty")
    func emptyPage() {
        let page = mapper.map(.mock(totalPages: 0, totalResults: 0, results: []), imagesConfiguration: .mock())
        #expect(page.results.isEmpty)
        #expect(page.totalResults == 0)
    }
}
