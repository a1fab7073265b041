import Foundation
import MoviesApplication
import Testing

@testable import PopcornCLI

@Suite("MovieListRenderer")
struct MovieListRendererTests {
    let renderer = MovieListRenderer(style: .plain, width: 80)

    func render(_ page: MoviePreviewDetailsPage) -> [String] {
        renderer.render(page, heading: "Popular movies") { "popcorn movie popular --page \($0)" }
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The header names the list, the page and the total")
    func header() {
        #expect(render(.mock())[0] == "Popular movies — page 1 of 2 (26 results)")
    }

    @Test("One row per movie with its id, title, year and rating")
    func rows() {
        let lines = render(.mock())
        let rows = lines.filter { $0.hasPrefix("  10") }
        #expect(rows.count == 20)
        #expect(rows[0] == "  1000  Movie 0   1999   7.3")
    }

    @Test("The next-page command and the details hint follow the rows")
    func hints() {
        let lines = render(.mock())
        #expect(lines.contains("Next page: popcorn movie popular --page 2"))
        #expect(lines.contains("Details:   popcorn movie <id>"))
    }

    @Test("The last page has no next-page command")
    func lastPage() {
        let lines = render(.mock(page: 2, count: 6))
        #expect(!lines.contains { $0.hasPrefix("Next page") })
    }

    @Test("A page past the end says where the list ends")
    func pastTheEnd() {
        let lines = render(.mock(page: 3, count: 0))
        #expect(lines.contains("No movies on this page: the last page is 2."))
    }

    @Test("Long titles are cut to fit the width")
    func longTitles() {
        let movie = MoviePreviewDetails(
            id: 1, title: String(repeating: "Long ", count: 30), voteAverage: 5, voteCount: 1)
        let page = MoviePreviewDetailsPage(page: 1, totalPages: 1, totalResults: 1, results: [movie])
        let row = renderer.rows(page.results)[0]
        #expect(row.count <= 80)
        #expect(row.contains("…"))
    }

    @Test("Unrated movies show a dash")
    func unrated() {
        #expect(MovieListRenderer.rating(MoviePreviewDetails(id: 1, title: "X", voteAverage: 0, voteCount: 0)) == "-")
    }
}
