import Foundation
import Testing

@testable import TMDbKit

@Suite struct TVSeriesListItemDTOTests {
    private typealias Page = PagedResponseDTO<TVSeriesListItemDTO>

    @Test
    func decodesAListPageAndDropsTheResultWithoutAName() throws {
        let page = try TMDbJSON.decode(Page.self, from: Fixture.data("tv-list-popular"))

        #expect(page.page == 1)
        #expect(page.totalPages == 9_014)
        #expect(page.totalResults == 180_271)
        #expect(page.results.map(\.id) == [1396, 87108, 250_000])
        #expect(
            page.results[1]
                == TVSeriesListItemDTO(
                    adult: false, backdropPath: "/2K9LEDhJFcIvBRuHfnLuFaUQcJP.jpg", genreIDs: [18], id: 87108,
                    originCountry: ["US", "GB"], originalLanguage: "en", originalName: "Chernobyl",
                    overview:
                        "The true story of one of the worst man-made catastrophes in history: the catastrophic nuclear"
                        + " accident at Chernobyl. A tale of the brave men and women who sacrificed to save Europe"
                        + " from unimaginable disaster.",
                    popularity: 61.9, posterPath: "/hlLXt2tOPT6RRnjiUmoxyG1LTFi.jpg", firstAirDate: "2019-05-06",
                    name: "Chernobyl", voteAverage: 8.7, voteCount: 6_201)
        )
        #expect(page.results[2].firstAirDate == "")
        #expect(page.results[2].posterPath == nil)
        #expect(page.results[2].genreIDs == [])
    }

    @Test
    func decodesASearchResult() throws {
        let page = try TMDbJSON.decode(Page.self, from: Fixture.data("search-tv-breaking"))

        #expect(page.results.map(\.name) == ["Breaking Bad", "Breaking Bad: Original Minisodes"])
        #expect(page.results[1].genreIDs == [35, 18])
        #expect(page.totalResults == 2)
    }

    @Test func needsOnlyAnIdAndAName() throws {
        let item = try Fixture.decode(
            TVSeriesListItemDTO.self, json: #"{"id": 1, "name": "N", "origin_country": "US"}"#)

        #expect(item == TVSeriesListItemDTO(id: 1, name: "N"))
    }
}
