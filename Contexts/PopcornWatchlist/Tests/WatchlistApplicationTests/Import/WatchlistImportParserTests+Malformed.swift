import Foundation
import Testing
import WatchlistDomain

@testable import WatchlistApplication

/// Files popcorn refuses, each naming where and what.
extension WatchlistImportParserTests {
    private static let header = "tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average\n"

    @Test(
        "A row with a bad value is refused at its line, naming the column and the value",
        arguments: [
            ("abc,movie,,,,,,,", #"tmdb_id: "abc" is not a positive TMDb id"#),
            ("0,movie,,,,,,,", #"tmdb_id: "0" is not a positive TMDb id"#),
            ("-550,movie,,,,,,,", #"tmdb_id: "-550" is not a positive TMDb id"#),
            ("550.5,movie,,,,,,,", #"tmdb_id: "550.5" is not a positive TMDb id"#),
            (",movie,,,,,,,", "tmdb_id: the field is empty"),
            ("550,person,,,,,,,", #"kind: "person" is not movie or tv"#),
            ("550,,,,,,,,", "kind: the field is empty"),
            ("550,movie,,15/10/1999,,,,,", #"release_date: "15/10/1999" is not a day written YYYY-MM-DD"#),
            ("550,movie,,1999,,,,,", #"release_date: "1999" is not a day written YYYY-MM-DD"#),
            (
                "550,movie,,,yesterday,,,,",
                #"added_at: "yesterday" is not an instant like 2026-11-26T04:58:00Z or a day like 2026-11-26"#
            ),
            (
                "550,movie,,,,2026-13-01,,,",
                #"watched_at: "2026-13-01" is not an instant like 2026-11-26T04:58:00Z or a day like 2026-11-26"#
            ),
            ("550,movie,,,,,,,high", #"vote_average: "high" is not a number from 0 to 10"#),
            ("550,movie,,,,,,,11", #"vote_average: "11" is not a number from 0 to 10"#),
            ("550,movie,,,,,,,nan", #"vote_average: "nan" is not a number from 0 to 10"#),
        ])
    func refusesBadValues(row: String, reason: String) {
        #expect(throws: WatchlistError.malformedImport(line: 3, reason: reason)) {
            try parser.rows(in: Self.header + "1396,tv,,,,,,,\n" + row + "\n")
        }
    }

    @Test("A row with more or fewer fields than the header is refused at its line")
    func refusesWrongFieldCount() {
        #expect(throws: WatchlistError.malformedImport(line: 2, reason: "the row has 2 fields where the header has 3"))
        {
            try parser.rows(in: "tmdb_id,kind,title\n550,movie\n")
        }
        #expect(throws: WatchlistError.malformedImport(line: 3, reason: "the row has 4 fields where the header has 3"))
        {
            try parser.rows(in: "tmdb_id,kind,title\n550,movie,Fight Club\n1396,tv,Breaking Bad,extra\n")
        }
    }

    @Test("A bad row after a note of several lines is refused at the line it starts on")
    func namesLineAfterMultilineField() {
        #expect(throws: WatchlistError.malformedImport(line: 5, reason: #"kind: "series" is not movie or tv"#)) {
            try parser.rows(in: "tmdb_id,kind,note\n550,movie,\"one\ntwo\nthree\"\n1396,series,\n")
        }
    }

    @Test("A quote never closed is refused at the line its row starts on")
    func refusesUnterminatedQuote() throws {
        let failure = try #require(malformation("tmdb_id,kind,note\n550,movie,ok\n1396,tv,\"never closed\n\n"))

        #expect(failure.line == 3)
        #expect(failure.reason.contains("never closed"))
    }

    @Test(
        "A JSON document that does not decode is refused, naming the entry and the field when it can",
        arguments: [
            (
                jsonDocument(
                    entries: movieEntry, #"{"kind": "person", "tmdbID": 1, "title": "B", "addedAt": "2026-11-26"}"#),
                "entries[1].kind: "
            ),
            (jsonDocument(entries: #"{"kind": "movie", "tmdbID": 550, "title": "A"}"#), "entries[0].addedAt: missing"),
            (jsonDocument(entries: #"{"kind": "movie", "tmdbID": "550", "title": "A"}"#), "entries[0].tmdbID: "),
            (
                jsonDocument(entries: movieEntry, #"{"kind": "tv", "tmdbID": 1396, "title": "B", "addedAt": "today"}"#),
                "entries[1].addedAt: "
            ),
            (#"{"format": "popcorn-watchlist", "version": 1}"#, "entries: missing"),
            (#"{"entries": []}"#, "format: missing"),
            (#"{"format": "popcorn-watchlist", "version": 1, "entries": [}"#, "not a popcorn watchlist document"),
        ])
    func refusesUndecodableJSON(json: String, reasonStart: String) throws {
        let failure = try #require(malformation(json))

        #expect(failure.line == 0)
        #expect(failure.reason.hasPrefix(reasonStart))
    }

    @Test(
        "A JSON document of another format, or of a newer version, is refused",
        arguments: [
            (#"{"format": "letterboxd-list", "version": 1, "entries": []}"#, "format: "),
            (#"{"format": "popcorn-watchlist", "version": 2, "entries": []}"#, "version: 2 is newer than"),
        ])
    func refusesOtherDocuments(json: String, reasonStart: String) throws {
        let failure = try #require(malformation(json))

        #expect(failure.line == 0)
        #expect(failure.reason.hasPrefix(reasonStart))
    }
}

/// A document of our format and version around `entries`.
private func jsonDocument(entries: String...) -> String {
    #"{"format": "popcorn-watchlist", "version": 1, "entries": ["# + entries.joined(separator: ", ") + "]}"
}

/// An entry that reads.
private let movieEntry = #"{"kind": "movie", "tmdbID": 550, "title": "A", "addedAt": "2026-11-26T04:58:00Z"}"#
