import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("TVSeriesMediaPreviewMapper")
struct TVSeriesMediaPreviewMapperTests {
    let mapper = TVSeriesMediaPreviewMapper()

    private func tvSearchRow(_ index: Int) throws -> TVSeriesListItemDTO {
        try SearchPage.row(index, of: TVSeriesListItemDTO.self, in: "search-tv-breaking-bad")
    }

    @Test("a multi-search series maps every field")
    func mapsMultiSearchSeries() throws {
        #expect(mapper.map(try SearchPage.multiTVSeries(1)) == (try ExpectedPreview.breakingBad()))
    }

    @Test("a tv-search row, which has no media_type, maps as the same series found by a multi-search")
    func mapsTVSearchRow() throws {
        #expect(mapper.map(try tvSearchRow(0)) == (try ExpectedPreview.breakingBad()))
    }

    @Test("a tv-search series keeps its accented original name and every origin country, in order")
    func mapsTVSearchSeries() throws {
        let expected = TVSeriesMediaPreview(
            id: 61355, name: "Metastasis", originalName: "Metástasis", originalLanguage: "es",
            overview: "Un profesor de química de Bogotá, enfermo de cáncer, se dedica a fabricar droga.",
            firstAirDate: try GMTDay.date(2014, 6, 2), posterPath: URL(string: "/kVb4n8Q9cYw2T7rL3sPqX5hZ1mU.jpg"),
            backdropPath: URL(string: "/mQ0nD9xw3r4dHh7ZQ1kLzF6bX2a.jpg"), genreIDs: [18, 80],
            originCountries: ["CO", "US"], popularity: 21.07, voteAverage: 6.9, voteCount: 231, isAdultOnly: false
        )
        #expect(mapper.map(try tvSearchRow(1)) == expected)
    }

    @Test("empty strings and a null overview become nil; a missing poster, arrays and flag become nil, [] and false")
    func mapsMissingFields() throws {
        let expected = TVSeriesMediaPreview(
            id: 999_202, name: "Fight Night Live", originalName: nil, originalLanguage: nil, overview: nil,
            firstAirDate: nil, posterPath: nil, backdropPath: nil, genreIDs: [], originCountries: [],
            popularity: 0.9, voteAverage: 0, voteCount: 0, isAdultOnly: false
        )
        #expect(mapper.map(try SearchPage.multiTVSeries(5)) == expected)
    }

    @Test("an empty overview, original name and first air date become nil, empty arrays stay empty")
    func mapsEmptyStrings() throws {
        let expected = TVSeriesMediaPreview(
            id: 999_321, name: "Breaking Bad: Minisodes", originalName: nil, originalLanguage: "en", overview: nil,
            firstAirDate: nil, posterPath: nil, backdropPath: nil, genreIDs: [], originCountries: [],
            popularity: 0.71, voteAverage: 0, voteCount: 0, isAdultOnly: false
        )
        #expect(mapper.map(try tvSearchRow(2)) == expected)
    }

    @Test("TMDb's adult flag is kept as sent", arguments: [true, false])
    func keepsAdultFlag(adult: Bool) {
        #expect(mapper.map(TVSeriesListItemDTO(adult: adult, id: 1, name: "Flagged")).isAdultOnly == adult)
    }

    @Test("the first air date is the first instant of TMDb's day in GMT")
    func firstAirDateIsGMTMidnight() throws {
        let series = mapper.map(TVSeriesListItemDTO(id: 1, firstAirDate: "1994-09-22", name: "Friends"))
        let date = try #require(series.firstAirDate)
        #expect(date == (try GMTDay.date(1994, 9, 22)))
        #expect(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0)
    }

    @Test(
        "a first air date that is not a TMDb day becomes nil",
        arguments: ["2008-01", "2008-00-20", "2019-02-29", "20/01/2008", "2008-01-20 00:00"])
    func malformedFirstAirDate(raw: String) {
        #expect(mapper.map(TVSeriesListItemDTO(id: 1, firstAirDate: raw, name: "Undated")).firstAirDate == nil)
    }

    @Test("a series with only an id and a name maps to a preview with nothing else")
    func mapsBareSeries() {
        #expect(mapper.map(TVSeriesListItemDTO(id: 7, name: "Bare")) == TVSeriesMediaPreview(id: 7, name: "Bare"))
    }
}
