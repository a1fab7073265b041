import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Testing

@Suite("MediaPreviewDetailsPageMapper")
struct MediaPreviewDetailsPageMapperTests {
    let mapper = MediaPreviewDetailsPageMapper()

    @Test("the paging numbers pass through and each result is mapped in order")
    func mapsPage() {
        let page = mapper.map(.mock(page: 2), imagesConfiguration: .mock())

        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 42)
        #expect(page.results.map(\.kind) == [.movie, .tvSeries, .person])
        #expect(page.results.map(\.id) == [550, 1396, 287])
        #expect(
            page.results.first == MediaPreviewDetailsMapper().map(.movie(.mock()), imagesConfiguration: .mock()))
    }

    @Test("an empty page maps to an empty page")
    func emptyPage() {
        #expect(
            mapper.map(.empty(page: 1), imagesConfiguration: .mock())
                == MediaPreviewDetailsPage(page: 1, totalPages: 0, totalResults: 0, results: []))
    }
}
