import Foundation
import SearchDomain
import SearchTestHelpers
import Testing

@testable import SearchInfrastructure

@Suite("MediaSearchHistoryEntryMapper")
struct MediaSearchHistoryEntryMapperTests {
    let mapper = MediaSearchHistoryEntryMapper()

    @Test("an entry's row holds the query as typed, its folded key, the kind's raw value and the time")
    func entryToRow() {
        let row = mapper.map(MediaSearchHistoryEntry.mock(query: "Amélie  Poulain", kind: .tvSeries))

        #expect(
            row
                == SearchMediaSearchHistoryEntryEntity(
                    id: nil, query: "Amélie  Poulain", queryKey: "amelie poulain", kind: "tv",
                    searchedAt: Date(timeIntervalSince1970: 1_700_000_000)))
    }

    @Test("a row reads back as the entry", arguments: MediaSearchKind.allCases)
    func roundTrip(kind: MediaSearchKind) {
        let entry = MediaSearchHistoryEntry.mock(kind: kind)

        #expect(mapper.map(mapper.map(entry)) == entry)
    }

    @Test("a row whose kind this build does not know reads as a search of every kind")
    func unknownKind() {
        var row = mapper.map(MediaSearchHistoryEntry.mock(kind: .movie))
        row.kind = "collection"

        #expect(mapper.map(row).kind == .all)
    }
}
