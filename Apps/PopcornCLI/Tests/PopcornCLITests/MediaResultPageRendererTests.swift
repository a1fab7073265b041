import CoreApplication
import Foundation
import Testing

@testable import PopcornCLI

@Suite("MediaResultPageRenderer")
struct MediaResultPageRendererTests {
    let renderer = MediaResultPageRenderer(style: .plain, width: 80)

    func render(_ page: MediaPreviewDetailsPage) -> [String] {
        renderer.render(page, heading: #"Movies, series and people matching "pitt""#) {
            "popcorn search pitt --page \($0)"
        }
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The header names the search, the page and the total")
    func header() {
        #expect(
            render(.mock(totalPages: 3, totalResults: 42))[0]
                == #"Movies, series and people matching "pitt" — page 1 of 3 (42 results)"#)
        #expect(render(.mock(results: [.mockPerson()]))[0].hasSuffix("— page 1 of 1 (1 result)"))
    }

    @Test("One row per result with its kind, year and the command that opens it, and no generic details hint")
    func rows() {
        let lines = render(.mock())
        #expect(
            Array(lines[2...4]) == [
                "  movie   Fight Club    1999  popcorn movie 550",
                "  tv      Breaking Bad  2008  popcorn tv 1396",
                "  person  Brad Pitt           popcorn person 287",
            ])
        #expect(!lines.contains { $0.hasPrefix("Details:") })
    }

    @Test("A page with more after it ends with the next page's command")
    func nextPage() {
        let lines = render(.mock(page: 2, totalPages: 3, totalResults: 45))
        #expect(lines.contains("Next page: popcorn search pitt --page 3"))
        #expect(!render(.mock()).contains { $0.hasPrefix("Next page:") })
    }

    @Test("No results says so")
    func empty() {
        let lines = render(.mock(totalPages: 0, results: []))
        #expect(lines.contains("No results found."))
        #expect(lines.last == "")
    }

    @Test("A page past the end says where the results end")
    func pastTheEnd() {
        #expect(
            render(.mock(page: 4, totalPages: 3, totalResults: 45, results: [])).contains(
                "No results on this page: the last page is 3."))
    }

    @Test("A trending page lays out the same rows under its own heading and next page command")
    func trendingPage() {
        let lines = renderer.render(.mock(page: 1, totalPages: 2, totalResults: 30), heading: "Trending today: series")
        {
            "popcorn trending tv --page \($0)"
        }
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[0] == "Trending today: series — page 1 of 2 (30 results)")
        #expect(lines[2] == "  movie   Fight Club    1999  popcorn movie 550")
        #expect(lines.contains("Next page: popcorn trending tv --page 2"))
    }
}
