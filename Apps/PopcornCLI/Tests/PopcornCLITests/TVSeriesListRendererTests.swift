import TVSeriesApplication
import Testing

@testable import PopcornCLI

@Suite("TVSeriesListRenderer")
struct TVSeriesListRendererTests {
    let renderer = TVSeriesListRenderer(style: .plain, width: 80)

    func render(_ page: TVSeriesPreviewDetailsPage) -> [String] {
        renderer.render(page, heading: "Popular TV series") { "popcorn tv popular --page \($0)" }
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The header names the list, the page and the total")
    func header() {
        #expect(render(.mock())[0] == "Popular TV series — page 1 of 2 (24 results)")
    }

    @Test("One row per series with its id, name, first-air year and rating")
    func rows() {
        let rows = render(.mock()).filter { $0.hasPrefix("  20") }
        #expect(rows.count == 20)
        #expect(rows[0] == "  2000  Series 0   2008   8.3")
    }

    @Test("The next-page command and the details hint follow the rows")
    func hints() {
        let lines = render(.mock())
        #expect(lines.contains("Next page: popcorn tv popular --page 2"))
        #expect(lines.contains("Details:   popcorn tv <id>"))
        #expect(!render(.mock(page: 2, count: 4)).contains { $0.hasPrefix("Next page") })
    }

    @Test("An empty page says no series were found, or where the list ends")
    func empty() {
        #expect(render(.mock(totalPages: 0, totalResults: 0, count: 0)).contains("No series found."))
        #expect(render(.mock(page: 3, count: 0)).contains("No series on this page: the last page is 2."))
    }
}
