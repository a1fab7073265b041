import Foundation
import MoviesDomain
import TMDbKit
import Testing

@testable import MoviesAdapters

@Suite("MoviePreviewPageMapper")
struct MoviePreviewPageMapperTests {
    let page: MoviePreviewPage

    init() throws {
        page = MoviePreviewPageMapper().map(
            try Fixture.decode(PagedResponseDTO<MovieListItemDTO>.self, "movie-list-popular"))
    }

    @Test("paging totals carry over")
    func paging() {
        #expect(page.page == 1)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 22)
        #expect(page.results.count == 2)
    }

    @Test("a list item maps every field")
    func fullItem() throws {
        let item = page.results[0]
        #expect(
            item
                == MoviePreview(
                    id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
                    overview: "An office worker and a soap maker start a fight club.",
                    releaseDate: TMDbDate.parse("1999-10-15"), genreIDs: [18, 53, 35],
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
                    backdropPath: URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
                    popularity: 73.433, voteAverage: 8.4, voteCount: 30_128, hasVideo: false, isAdultOnly: false
                ))
    }

    @Test("an empty date, empty overview and null paths become nil")
    func quirkyItem() {
        let item = page.results[1]
        #expect(item.releaseDate == nil)
        #expect(item.overview == nil)
        #expect(item.posterPath == nil)
        #expect(item.backdropPath == nil)
    }
}
