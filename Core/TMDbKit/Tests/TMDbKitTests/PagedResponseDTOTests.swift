import Foundation
import Testing

@testable import TMDbKit

@Suite struct PagedResponseDTOTests {
    @Test func decodesAListPageAndDropsTheMalformedResult() throws {
        let page = try Fixture.decode(PagedResponseDTO<MovieListItemDTO>.self, "movie-list-popular")

        #expect(page.page == 1)
        #expect(page.totalPages == 47_852)
        #expect(page.totalResults == 957_039)
        #expect(page.dates == nil)
        #expect(page.results.map(\.id) == [550, 603, 1_184_918])
        #expect(
            page.results[0]
                == MovieListItemDTO(
                    adult: false, backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", genreIDs: [18, 53], id: 550,
                    originalLanguage: "en", originalTitle: "Fight Club",
                    overview:
                        "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression"
                        + " into a shocking new form of therapy.",
                    popularity: 61.416, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", releaseDate: "1999-10-15",
                    title: "Fight Club", video: false, voteAverage: 8.433, voteCount: 26_280)
        )
        #expect(page.results[2].releaseDate == "")
        #expect(page.results[2].posterPath == nil)
    }

    @Test func decodesASearchResult() throws {
        let page = try Fixture.decode(PagedResponseDTO<MovieListItemDTO>.self, "search-movie-matrix")

        #expect(page.results.map(\.title) == ["The Matrix", "The Matrix Reloaded"])
        #expect(page.results[1].genreIDs == [12, 28, 53, 878])
        #expect(page.totalResults == 2)
    }

    @Test func decodesTheDatesOfAnUpcomingPage() throws {
        let page = try Fixture.decode(PagedResponseDTO<MovieListItemDTO>.self, "movie-list-upcoming")

        #expect(page.dates == PagedDatesDTO(maximum: "2024-07-24", minimum: "2024-07-03"))
        #expect(page.page == 2)
        #expect(page.results.isEmpty)
    }

    @Test func fillsInMissingPagingFields() throws {
        let page = try Fixture.decode(
            PagedResponseDTO<MovieListItemDTO>.self,
            json: #"{"results": [{"id": 1, "title": "A"}, {"id": 2, "title": "B"}]}"#
        )

        #expect(page.page == 1)
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 2)
    }

    @Test func readsAMissingResultsArrayAsEmpty() throws {
        let page = try Fixture.decode(PagedResponseDTO<MovieListItemDTO>.self, json: #"{"page": 3, "total_pages": 2}"#)

        #expect(page.results.isEmpty)
        #expect(page.page == 3)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 0)
    }
}
