import PeopleDomain
import TMDbKit
import Testing

@testable import PeopleAdapters

@Suite("PersonPreviewPageMapper")
struct PersonPreviewPageMapperTests {
    let mapper = PersonPreviewPageMapper()

    @Test("a popular page keeps its paging totals and every result, in order")
    func mapsPopularPage() throws {
        let page = mapper.map(try Fixture.decode(PagedResponseDTO<PersonListItemDTO>.self, "person-popular"))
        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10_000)
        #expect(page.results.map(\.id) == [287, 99001])
    }

    @Test("a search page keeps its paging totals and results")
    func mapsSearchPage() throws {
        let page = mapper.map(try Fixture.decode(PagedResponseDTO<PersonListItemDTO>.self, "person-search-brad"))
        #expect(page.page == 2)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 21)
        #expect(page.results.map(\.name) == ["Brad Dourif", "Brad Unknown"])
        #expect(page.results.first?.knownForTitles == ["One Flew Over the Cuckoo's Nest"])
    }
}
