import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchApplication

@Suite("MediaSearchHistoryEntryDetailsMapper")
struct MediaSearchHistoryEntryDetailsMapperTests {
    @Test("the query, kind and time pass through")
    func mapsEntry() {
        let details = MediaSearchHistoryEntryDetailsMapper().map(.mock(query: "Dune", kind: .movie))

        #expect(
            details
                == MediaSearchHistoryEntryDetails(
                    query: "Dune", kind: .movie, searchedAt: Date(timeIntervalSince1970: 1_700_000_000)))
    }
}
