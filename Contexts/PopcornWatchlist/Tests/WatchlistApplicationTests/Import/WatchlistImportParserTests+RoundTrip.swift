import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

/// What popcorn exports, it imports back: every value, timestamps to the second.
extension WatchlistImportParserTests {
    private func json(_ entries: [WatchlistEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(WatchlistExportDocument(entries: entries)), as: UTF8.self)
    }

    @Test("A JSON export reads back as its entries, each at its position")
    func roundTripsJSON() throws {
        let entries: [WatchlistEntry] = [
            .mock(), .mockSeries(), .mock(tmdbID: 807, releaseDate: nil, posterPath: nil, voteAverage: nil),
        ]

        let rows = try parser.rows(in: json(entries))

        #expect(rows == entries.enumerated().map { .identified(.mock(from: $1, line: $0 + 1)) })
    }

    @Test("A CSV export reads back as its entries, each at its line")
    func roundTripsCSV() throws {
        let entries: [WatchlistEntry] = [
            .mock(), .mockSeries(), .mock(tmdbID: 807, releaseDate: nil, posterPath: nil, voteAverage: nil),
        ]

        let rows = try parser.rows(in: WatchlistCSV.text(for: entries))

        #expect(rows == entries.enumerated().map { .identified(.mock(from: $1, line: $0 + 2)) })
    }

    @Test("A note and a title with commas, quotes and line breaks survive the CSV, and later rows keep their lines")
    func roundTripsAwkwardText() throws {
        let awkward = WatchlistEntry.mock(
            title: "Crouching Tiger, Hidden \"Dragon\"", note: "Tyler said \"hi\",\nthen left,\r\n\"quoted\", twice")

        let rows = try parser.rows(in: WatchlistCSV.text(for: [awkward, .mockSeries()]))

        #expect(rows == [.identified(.mock(from: awkward, line: 2)), .identified(.mock(from: .mockSeries(), line: 5))])
    }

    @Test("An instant with a fraction of a second reads back to the second, in JSON and in CSV")
    func dropsFractionsOfSeconds() throws {
        let entry = WatchlistEntry.mock(
            addedAt: Date(timeIntervalSince1970: 1_795_669_080.75),
            watchedAt: Date(timeIntervalSince1970: 1_796_160_615.5))
        let expected = WatchlistImportRow.identified(
            .mock(
                from: .mock(
                    addedAt: Date(timeIntervalSince1970: 1_795_669_080),
                    watchedAt: Date(timeIntervalSince1970: 1_796_160_615)),
                line: 1))

        #expect(try parser.rows(in: json([entry])) == [expected])
        #expect(try parser.rows(in: WatchlistCSV.text(for: [entry])).map(\.line) == [2])
        #expect(
            try parser.rows(in: WatchlistCSV.text(for: [entry]))
                == [
                    .identified(
                        .mock(
                            from: .mock(
                                addedAt: Date(timeIntervalSince1970: 1_795_669_080),
                                watchedAt: Date(timeIntervalSince1970: 1_796_160_615)), line: 2))
                ])
    }
}
