import CoreApplication
import Foundation
import Testing

@testable import PopcornCLI

@Suite("DiscoverRenderer")
struct DiscoverRendererTests {
    let renderer = DiscoverRenderer(style: .plain, width: 80)

    func render(_ page: MediaPreviewDetailsPage, noun: String = "movies") -> [String] {
        renderer.render(page, heading: "Movies (genre drama), most popular first", noun: noun) {
            "popcorn discover movie --genre drama --page \($0)"
        }
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The header is the heading, the page and the total")
    func header() {
        #expect(
            render(.mock(totalPages: 7, totalResults: 124, results: [.mockRatedMovie()]))[0]
                == "Movies (genre drama), most popular first — page 1 of 7 (124 results)")
    }

    @Test("One row per title with its year, rating and the command that opens it")
    func rows() {
        let lines = render(
            .mock(results: [
                .mockRatedMovie(),
                .mockRatedMovie(id: 807, title: "Se7en", releaseDate: .day("1995-09-22"), voteAverage: 8.373),
            ]))
        #expect(
            Array(lines[2...3]) == [
                "  Fight Club  1999  8.4  popcorn movie 550",
                "  Se7en       1995  8.4  popcorn movie 807",
            ])
        #expect(!lines.contains { $0.hasPrefix("Details:") })
    }

    @Test("A series opens with popcorn tv; an unknown year is blank and an unrated title shows -")
    func seriesAndGaps() {
        let lines = render(
            .mock(results: [
                .mockRatedSeries(),
                .mockRatedSeries(id: 999, name: "Unaired", firstAirDate: nil, voteAverage: 0, voteCount: 0),
            ]), noun: "series")
        #expect(
            Array(lines[2...3]) == [
                "  Breaking Bad  2008  8.9  popcorn tv 1396",
                "  Unaired               -  popcorn tv 999",
            ])
    }

    @Test("Long titles are cut to the width; the command never is")
    func longTitles() {
        let long = String(repeating: "Very Long Title ", count: 8)
        let lines = DiscoverRenderer(style: .plain, width: 60).lines([
            DiscoverResultRow(.mockRatedMovie(id: 123_456, title: long))
        ])
        #expect(lines.count == 1)
        #expect(lines[0].count <= 60)
        #expect(lines[0].hasSuffix("1999  8.4  popcorn movie 123456"))
    }

    @Test("A page with more after it ends with the next page's command")
    func nextPage() {
        #expect(
            render(.mock(page: 2, totalPages: 3, totalResults: 45, results: [.mockRatedMovie()])).contains(
                "Next page: popcorn discover movie --genre drama --page 3"))
        #expect(!render(.mock(results: [.mockRatedMovie()])).contains { $0.hasPrefix("Next page:") })
    }

    @Test("Nothing found says so with the noun")
    func empty() {
        #expect(render(.mock(totalPages: 0, results: [])).contains("No movies found."))
        #expect(render(.mock(totalPages: 0, results: []), noun: "series").contains("No series found."))
    }
}
