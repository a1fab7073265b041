import CollectionsDomain
import Foundation
import TMDbKit
import Testing

@testable import CollectionsAdapters

@Suite("FilmCollectionPreviewPageMapper")
struct FilmCollectionPreviewPageMapperTests {
    let page: FilmCollectionPreviewPage

    init() throws {
        page = FilmCollectionPreviewPageMapper().map(
            try Fixture.decode(PagedResponseDTO<CollectionListItemDTO>.self, "search-collection-godfather"))
    }

    @Test("the paging totals carry over, and a result without a name is dropped")
    func paging() {
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 2)
        #expect(page.results.map(\.id) == [230, 900_001])
    }

    @Test("a search row maps every field")
    func fullItem() {
        #expect(
            page.results.first
                == FilmCollectionPreview(
                    id: 230, name: "The Godfather Collection", originalName: "The Godfather Collection",
                    originalLanguage: "en", overview: "The Corleone family across three films.",
                    posterPath: URL(string: "/9Baumh5J9N1nJUYzNkm0xsgjpwY.jpg"),
                    backdropPath: URL(string: "/3WZTxpgscsmoUk81TuECXdFOD0R.jpg"), isAdultOnly: false))
    }

    @Test("an empty overview and null images become nil, and an original name of its own is kept")
    func quirkyItem() {
        let parody = page.results.last
        #expect(parody?.overview == nil)
        #expect(parody?.posterPath == nil)
        #expect(parody?.backdropPath == nil)
        #expect(parody?.originalName == "Parodie del Padrino")
    }
}
