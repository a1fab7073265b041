import Foundation
import SearchDomain
import Testing

@testable import SearchApplication

@Suite("MediaSearchHistoryDetails")
struct MediaSearchHistoryDetailsTests {
    let entry = MediaSearchHistoryEntryDetails(
        query: "Dune", kind: .movie, searchedAt: Date(timeIntervalSince1970: 1_700_000_000))

    @Test("an empty history is page 1 of 0, with no results")
    func empty() {
        let history = MediaSearchHistoryDetails(results: [])

        #expect(history.page == 1)
        #expect(history.totalPages == 0)
        #expect(history.totalResults == 0)
    }

    @Test("a history is one page holding every entry, in order")
    func onePage() {
        let entries = [entry, MediaSearchHistoryEntryDetails(query: "Amélie", kind: .all, searchedAt: .distantPast)]

        let history = MediaSearchHistoryDetails(results: entries)

        #expect(history.page == 1)
        #expect(history.totalPages == 1)
        #expect(history.totalResults == 2)
        #expect(history.results == entries)
    }
}
