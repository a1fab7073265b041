import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesPreviewPageMapper")
struct TVSeriesPreviewPageMapperTests {
    let mapper = TVSeriesPreviewPageMapper()

    @Test("a list page keeps its paging totals and every result, in order")
    func mapsListPage() throws {
        let page = mapper.map(try Fixture.decode(PagedResponseDTO<TVSeriesListItemDTO>.self, "tv-list-popular"))
        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.results.map(\.id) == [1396, 99002])
    }

    @Test("a search page keeps its paging totals and results")
    func mapsSearchPage() throws {
        let page = mapper.map(
            try Fixture.decode(PagedResponseDTO<TVSeriesListItemDTO>.self, "tv-search-breaking-bad"))
        #expect(page.page == 2)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 21)
        #expect(page.results.map(\.name) == ["Breaking Bad"])
        #expect(page.results.first?.genreIDs == [18])
    }
}
