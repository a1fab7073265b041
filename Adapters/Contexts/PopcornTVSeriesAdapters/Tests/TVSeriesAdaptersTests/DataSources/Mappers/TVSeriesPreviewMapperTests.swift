import Foundation
import TMDbKit
import TVSeriesDomain
import Testing

@testable import TVSeriesAdapters

@Suite("TVSeriesPreviewMapper")
struct TVSeriesPreviewMapperTests {
    let mapper = TVSeriesPreviewMapper()

    private func items() throws -> [TVSeriesListItemDTO] {
        try Fixture.decode(PagedResponseDTO<TVSeriesListItemDTO>.self, "tv-list-popular").results
    }

    @Test("a list item maps every field")
    func mapsItem() throws {
        #expect(
            mapper.map(try items()[0])
                == TVSeriesPreview(
                    id: 1396, name: "Breaking Bad", originalName: "Breaking Bad", originalLanguage: "en",
                    originCountry: ["US"],
                    overview: "Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer.",
                    firstAirDate: TMDbDate.parse("2008-01-20"), genreIDs: [18, 80],
                    posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
                    backdropPath: URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"),
                    popularity: 288.278, voteAverage: 8.9, voteCount: 13_122, isAdultOnly: false
                ))
    }

    @Test("an empty date, names and overview and null paths become nil; empty arrays stay empty")
    func mapsQuirks() throws {
        #expect(
            mapper.map(try items()[1])
                == TVSeriesPreview(
                    id: 99002, name: "Untitled Pilot Project", originalName: nil, originalLanguage: nil,
                    originCountry: [], overview: nil, firstAirDate: nil, genreIDs: [], posterPath: nil,
                    backdropPath: nil, popularity: 0.6, voteAverage: 0, voteCount: 0, isAdultOnly: false
                ))
    }
}
