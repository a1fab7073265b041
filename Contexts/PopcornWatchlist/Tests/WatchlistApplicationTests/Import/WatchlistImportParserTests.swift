import CoreDomainTestHelpers
import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

@Suite("WatchlistImportParser")
struct WatchlistImportParserTests {
    let parser = WatchlistImportParser()

    /// The line and reason of the `malformedImport` reading `text` throws; `nil` when it reads.
    func malformation(_ text: String) -> (line: Int, reason: String)? {
        do {
            _ = try parser.rows(in: text)
            return nil
        } catch {
            guard case .malformedImport(let line, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return nil
            }
            return (line, reason)
        }
    }

    @Test("A text whose first character after any whitespace is { is read as our JSON export")
    func detectsJSON() throws {
        let json = """
             \t
              {"format": "popcorn-watchlist", "version": 1, "entries": [
                {"kind": "movie", "tmdbID": 550, "title": "Fight Club", "addedAt": "2026-11-26T04:58:00Z"}
              ]}
            """

        let rows = try parser.rows(in: json)

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(
                        id: WatchlistItemID(kind: .movie, tmdbID: 550), title: "Fight Club",
                        addedAt: Date(timeIntervalSince1970: 1_795_669_080), line: 1))
            ])
    }

    @Test("A CSV whose header has tmdb_id and kind is read as ours, each row at its line")
    func detectsOurCSV() throws {
        let rows = try parser.rows(in: "tmdb_id,kind,title\n550,movie,Fight Club\n")

        #expect(
            rows == [
                .identified(
                    WatchlistImportRecord(id: WatchlistItemID(kind: .movie, tmdbID: 550), title: "Fight Club", line: 2))
            ])
    }

    @Test("A CSV with Letterboxd's four columns is read as Letterboxd's watchlist export")
    func detectsLetterboxd() throws {
        let rows = try parser.rows(
            in: "Date,Name,Year,Letterboxd URI\n2024-03-01,Fight Club,1999,https://boxd.it/2a1m\n")

        #expect(
            rows == [.named(name: "Fight Club", year: 1999, addedAt: .mockDay(year: 2024, month: 3, day: 1), line: 2)])
    }

    @Test("A byte order mark before a JSON document or a CSV header is ignored")
    func ignoresByteOrderMark() throws {
        let json = "\u{FEFF}" + #"{"format": "popcorn-watchlist", "version": 1, "entries": []}"#

        #expect(try parser.rows(in: json).isEmpty)
        #expect(try parser.rows(in: "\u{FEFF}tmdb_id,kind\n550,tv\n").map(\.line) == [2])
    }

    @Test(
        "An empty file, or one of blank lines, is refused at line 1", arguments: ["", "\n\n", "  \r\n\t", "\u{FEFF}"])
    func refusesEmptyFile(text: String) {
        #expect(throws: WatchlistError.malformedImport(line: 1, reason: "the file is empty")) {
            try parser.rows(in: text)
        }
    }

    @Test(
        "A header without rows is read as no rows",
        arguments: ["tmdb_id,kind\n", "Date,Name,Year,Letterboxd URI\r\n", "tmdb_id,kind\n\n\n"])
    func readsHeaderAlone(text: String) throws {
        #expect(try parser.rows(in: text).isEmpty)
    }

    @Test(
        "Any other header is refused at its line, saying which headers popcorn reads",
        arguments: [
            "id,type\n550,movie\n", "Date,Name,Letterboxd URI,Rating\n2024-03-01,Fight Club,x,5\n",
            "tmdb_id,title\n550,Fight Club\n", "[1, 2, 3]\n",
        ])
    func refusesOtherHeaders(text: String) throws {
        let failure = try #require(malformation(text))

        #expect(failure.line == 1)
        #expect(failure.reason.contains("tmdb_id and kind"))
        #expect(failure.reason.contains("Date, Name, Year, Letterboxd URI"))
    }
}
