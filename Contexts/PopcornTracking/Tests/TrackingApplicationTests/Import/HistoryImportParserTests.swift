import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("HistoryImportParser")
struct HistoryImportParserTests {
    static let today = WatchDay.mock(day: 26)
    let parser = HistoryImportParser(today: Self.today)

    /// A watch of Fight Club, one of Breaking Bad's pilot, and ratings of both and of the series.
    static let document = HistoryExportDocument(
        watches: [
            HistoryExportEntry(.mock(id: 1, watchedOn: .mock(day: 1))),
            HistoryExportEntry(.mock(id: 2, title: .breakingBad(1, 1), watchedOn: .mock(day: 2))),
        ],
        ratings: [
            HistoryExportEntry(.mock()), HistoryExportEntry(.mock(title: .mock(), halves: 17)),
            HistoryExportEntry(.mock(title: .breakingBad(1, 1), halves: 14)),
        ])

    static var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
    }

    static let expected = HistoryImportParser.Contents(
        watches: [
            LoggedWatch(title: .mock(), watchedOn: .mock(day: 1), loggedAt: Date(timeIntervalSince1970: 1_795_204_800)),
            LoggedWatch(
                title: .breakingBad(1, 1), watchedOn: .mock(day: 2),
                loggedAt: Date(timeIntervalSince1970: 1_795_204_800)),
        ],
        ratings: [.mock(), .mock(title: .mock(), halves: 17), .mock(title: .breakingBad(1, 1), halves: 14)])

    @Test("our JSON and CSV exports read back to the watches and ratings they were written from")
    func roundTrips() throws {
        #expect(try parser.contents(of: Self.json) == Self.expected)
        #expect(try parser.contents(of: HistoryCSV.text(for: Self.document)) == Self.expected)
        #expect(try parser.contents(of: "\u{FEFF}" + HistoryCSV.text(for: Self.document)) == Self.expected)
    }

    @Test(
        "a CSV entry that cannot be imported is refused on its line, saying why",
        arguments: [
            ("record,kind,tmdb_id\nwatch,movie,550\n", 2, "watched_on: nothing is not a day written YYYY-MM-DD"),
            (
                "record,kind,tmdb_id,title,watched_on,logged_at\nwatch,person,287,Brad Pitt,2026-11-01,2026-11-01\n", 2,
                "kind: \"person\" is not movie or episode"
            ),
            (
                "record,kind,tmdb_id,title,watched_on,logged_at\nwatch,tv,1396,Breaking Bad,2026-11-01,2026-11-01\n", 2,
                "kind: \"tv\" is not movie or episode"
            ),
            (
                "record,kind,tmdb_id,title,watched_on,logged_at\n\nwatch,movie,550,Fight Club,2026-12-01,2026-11-01\n",
                3, "watched_on: 2026-12-01 is after today"
            ),
            (
                "record,kind,tmdb_id,title,rating,rated_at\nrating,movie,550,Fight Club,8.3,2026-11-01\n", 2,
                "rating: 8.3 is not 0.5 to 10 in steps of 0.5"
            ),
            (
                "record,kind,tmdb_id,title,watched_on,logged_at\nwatch,episode,1396,BB,2026-11-01,2026-11-01\n", 2,
                "an episode needs its season_number and episode_number (1 or more)"
            ),
            ("record,kind,tmdb_id\nnote,movie,550\n", 2, "record: \"note\" is not watch or rating"),
            (
                "record,kind,tmdb_id,title,rating,rated_at\nrating,movie,550,Fight Club,8,2031-01-01T00:00:00Z\n", 2,
                "rated_at: 2031-01-01T00:00:00Z is in the future"
            ),
            (
                "record,kind,tmdb_id,title,watched_on,logged_at\nwatch,movie,550,Fight Club,2026-11-01,2031-01-01\n", 2,
                "logged_at: 2031-01-01T00:00:00Z is in the future"
            ),
            ("record,kind,tmdb_id\nwatch,movie,-5\n", 2, "tmdb_id: \"-5\" is not a TMDb id"),
            ("tmdb_id,kind\n550,movie\n", 1, "popcorn reads its own history export"),
            ("", 1, "the file is empty"),
        ])
    func csvRefusals(text: String, line: Int, reason: String) {
        let error = #expect(throws: TrackingError.self) { try parser.contents(of: text) }
        guard case .malformedImport(let refusedLine, let refusal)? = error else {
            Issue.record("expected malformedImport, got \(String(describing: error))")
            return
        }
        #expect(refusedLine == line)
        #expect(refusal.contains(reason), "\(refusal)")
    }

    @Test("a JSON document that cannot be imported is refused naming the entry, or another format or version")
    func jsonRefusals() {
        let cases = [
            (
                Self.json.replacingOccurrences(of: "\"popcorn-history\"", with: "\"popcorn-watchlist\""),
                "is not a popcorn history"
            ),
            (Self.json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7"), "version 7 is not one"),
            (
                Self.json.replacingOccurrences(of: "\"kind\" : \"movie\"", with: "\"kind\" : \"book\""),
                "watches[0]: kind"
            ),
            ("{\"format\": \"popcorn-history\"}", "not a popcorn history document: version: missing"),
        ]
        for (text, reason) in cases {
            let error = #expect(throws: TrackingError.self) { try parser.contents(of: text) }
            guard case .malformedImport(0, let refusal)? = error else {
                Issue.record("expected malformedImport on no line, got \(String(describing: error))")
                continue
            }
            #expect(refusal.contains(reason), "\(refusal)")
        }
    }

    @Test(
        "10,000 mutations of each of our exports and of Letterboxd's three files never crash the reader: each is read, or refused naming a line it has"
    )
    func fuzz() {
        var generator = SeededGenerator(seed: 24)
        let files = [
            (Self.json, nil), (HistoryCSV.text(for: Self.document), nil),
            (LetterboxdExports.diary, "diary.csv"),
            (LetterboxdExports.ratings, "ratings.csv"),
            (LetterboxdExports.watched, "watched.csv"),
        ]
        for (original, fileName) in files {
            let bytes = Array(original.utf8)
            for _ in 0..<10_000 {
                let text = String(decoding: Self.mutate(bytes, using: &generator), as: UTF8.self)
                do {
                    _ = try parser.contents(of: text, fileName: fileName)
                } catch {
                    guard case .malformedImport(let line, let reason) = error else {
                        Issue.record("not a malformed import: \(error) for \(text)")
                        continue
                    }
                    let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }.count
                    #expect(line >= 0 && line <= lines + 1 && !reason.isEmpty, "line \(line) of \(lines): \(reason)")
                }
            }
        }
    }

    /// `bytes` with one to four random edits: a byte replaced, removed or inserted, a span cut or
    /// repeated, each at a random place, the inserted bytes drawn mostly from those CSV and JSON use.
    static func mutate(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let alphabet = Array(",\"{}[]:\n\r 0123456789.-abcdefxyzT".utf8) + [0, 0xC3, 0xA9, 0xFF]
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !bytes.isEmpty: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
            case 1 where !bytes.isEmpty: bytes.remove(at: index)
            case 2: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: index)
            case 3 where !bytes.isEmpty:
                bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &generator)))
            default:
                let end = min(bytes.count, index + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: bytes[index..<end], at: index)
            }
        }
        return bytes
    }
}
