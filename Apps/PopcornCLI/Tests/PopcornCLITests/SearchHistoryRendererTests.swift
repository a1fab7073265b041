import Foundation
import SearchApplication
import SearchDomain
import Testing

@testable import PopcornCLI

@Suite("SearchHistoryRenderer")
struct SearchHistoryRendererTests {
    let now = Date.day("2026-11-25").addingTimeInterval(12 * 3_600)

    func render(_ entries: [MediaSearchHistoryEntryDetails], width: Int = 80) -> [String] {
        SearchHistoryRenderer(style: .plain, width: width)
            .render(MediaSearchHistoryDetails(results: entries), now: now)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("An empty history says how to start one")
    func empty() {
        #expect(render([]) == ["No searches recorded yet. Search with popcorn search <words>.", ""])
    }

    @Test("Each search shows how long ago it ran, its kind, its words and the command that runs it again")
    func rows() {
        let lines = render([
            .mock(query: "pitt", searchedAt: now.addingTimeInterval(-20)),
            .mock(query: "fight club", kind: .movie, searchedAt: now.addingTimeInterval(-5 * 60)),
            .mock(query: "breaking bad", kind: .tvSeries, searchedAt: now.addingTimeInterval(-2 * 86_400)),
        ])
        #expect(
            lines == [
                "Search history — 3 searches, newest first",
                "",
                "  just now       all    pitt          popcorn search pitt",
                "  5 minutes ago  movie  fight club    popcorn search --kind movie fight club",
                "  2 days ago     tv     breaking bad  popcorn search --kind tv breaking bad",
                "",
                "Forget them: popcorn search --clear-history",
                "",
            ])
    }

    @Test("One search is counted in the singular")
    func singular() {
        #expect(render([.mock(searchedAt: now)])[0] == "Search history — 1 search, newest first")
    }

    @Test(
        "The command that runs a search again is quoted for the shell",
        arguments: [
            (MediaSearchHistoryEntryDetails.mock(query: "it's"), #"popcorn search 'it'\''s'"#),
            (.mock(query: "Amélie", kind: .movie), "popcorn search --kind movie 'Amélie'"),
            (.mock(query: "기생충"), "popcorn search '기생충'"),
            (.mock(query: "fast & furious", kind: .person), "popcorn search --kind person fast '&' furious"),
            (.mock(query: "brad pitt", kind: .person), "popcorn search --kind person brad pitt"),
        ])
    func command(entry: MediaSearchHistoryEntryDetails, expected: String) {
        #expect(SearchHistoryRenderer.command(entry) == expected)
    }

    @Test("A long query is cut to fit the width; its command never is")
    func longQuery() {
        let query = (1...30).map { "word\($0)" }.joined(separator: " ")
        let lines = render([.mock(query: query, searchedAt: now), .mock(query: "pitt", searchedAt: now)])
        let row = lines[2]
        #expect(row.contains("…"), "\(row)")
        #expect(row.hasSuffix("popcorn search " + query), "\(row)")
        #expect(lines[3].count <= row.count, "\(lines)")
    }
}
