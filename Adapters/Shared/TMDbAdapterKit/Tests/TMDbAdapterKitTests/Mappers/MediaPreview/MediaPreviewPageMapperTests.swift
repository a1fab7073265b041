import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("MediaPreviewPageMapper")
struct MediaPreviewPageMapperTests {
    let mapper = MediaPreviewPageMapper()
    let rowMapper = MediaPreviewMapper()

    @Test("a mixed multi-search page keeps TMDb's page and totals and its rows in order, the collection left out")
    func mapsMixedPage() throws {
        let dto = try Fixture.decode(PagedResponseDTO<MultiSearchResultDTO>.self, "search-multi-mixed")
        let page = mapper.map(dto, result: rowMapper.map)
        #expect(page.page == 1)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 27)
        #expect(page.results.map(\.kind) == [.movie, .tvSeries, .person, .movie, .tvSeries, .person])
        #expect(page.results.map(\.id) == [550, 1396, 287, 999_201, 999_202, 999_203])
        #expect(
            Array(page.results.prefix(3)) == [
                .movie(try ExpectedPreview.fightClub()),
                .tvSeries(try ExpectedPreview.breakingBad()),
                .person(try ExpectedPreview.bradPitt()),
            ])
    }

    @Test("TMDb's totals are kept as sent, not recounted from the rows left after unknown kinds are left out")
    func keepsTotals() {
        let dto = PagedResponseDTO<MultiSearchResultDTO>(
            page: 3,
            results: [.other(mediaType: "collection", id: 10), .movie(MovieListItemDTO(id: 1, title: "Kept"))],
            totalPages: 3,
            totalResults: 42
        )
        #expect(
            mapper.map(dto, result: rowMapper.map)
                == MediaPreviewPage(
                    page: 3, totalPages: 3, totalResults: 42, results: [.movie(MovieMediaPreview(id: 1, title: "Kept"))]
                ))
    }

    @Test("a page of unknown kinds only has no results but keeps its totals")
    func mapsPageOfUnknownKinds() {
        let dto = PagedResponseDTO<MultiSearchResultDTO>(
            page: 1, results: [.other(mediaType: "collection", id: 10), .other(mediaType: "", id: 11)], totalPages: 1,
            totalResults: 2)
        #expect(
            mapper.map(dto, result: rowMapper.map)
                == MediaPreviewPage(page: 1, totalPages: 1, totalResults: 2, results: []))
    }

    @Test("an empty page stays empty")
    func mapsEmptyPage() {
        let dto = PagedResponseDTO<MultiSearchResultDTO>(page: 1, results: [], totalPages: 1, totalResults: 0)
        #expect(
            mapper.map(dto, result: rowMapper.map)
                == MediaPreviewPage(page: 1, totalPages: 1, totalResults: 0, results: []))
    }

    @Test("a single-kind page maps every row with the row mapper it is given, in order")
    func mapsSingleKindPage() throws {
        let dto = try Fixture.decode(PagedResponseDTO<TVSeriesListItemDTO>.self, "search-tv-breaking-bad")
        let page = mapper.map(dto) { .tvSeries(TVSeriesMediaPreviewMapper().map($0)) }
        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 3)
        #expect(page.results.map(\.title) == ["Breaking Bad", "Metastasis", "Breaking Bad: Minisodes"])
        #expect(page.results.first == .tvSeries(try ExpectedPreview.breakingBad()))
    }

    @Test("a later page keeps its page number")
    func keepsPageNumber() throws {
        let dto = try Fixture.decode(PagedResponseDTO<PersonListItemDTO>.self, "search-person-pitt")
        let page = mapper.map(dto) { .person(PersonMediaPreviewMapper().map($0)) }
        #expect(page.page == 2)
        #expect(page.totalPages == 4)
        #expect(page.totalResults == 68)
        #expect(page.results.map(\.title) == ["Brad Pitt", "Ingrid Pitt", "Alex Pitt", "Sam Pitt"])
    }
}
