import CoreCSV
import Foundation
import Testing
import WatchlistDomain
import WatchlistTestHelpers

@testable import WatchlistApplication

@Suite("WatchlistCSV")
struct WatchlistCSVTests {
    private let header = "tmdb_id,kind,title,release_date,added_at,watched_at,note,poster_path,vote_average\n"

    @Test("An empty watchlist is the header line alone")
    func writesHeader() {
        #expect(WatchlistCSV.text(for: []) == header)
    }

    @Test("Each entry is one line, in the order given, its values written as in the JSON export")
    func writesEntries() {
        let text = WatchlistCSV.text(for: [.mock(), .mockSeries()])

        #expect(
            text == header
                + "550,movie,Fight Club,1999-10-15,2026-11-26T04:58:00Z,,,/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg,8.438\n"
                + "1396,tv,Breaking Bad,2008-01-20,2026-11-20T08:15:42Z,2026-12-01T21:30:15Z,Start again from season 2,"
                + "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg,8.9\n")
    }

    @Test("A title without a date, poster or rating leaves those fields empty")
    func writesEmptyFields() {
        let text = WatchlistCSV.text(for: [.mock(releaseDate: nil, posterPath: nil, voteAverage: nil)])

        #expect(text == header + "550,movie,Fight Club,,2026-11-26T04:58:00Z,,,,\n")
    }

    @Test("A note with commas, quotes and line breaks is one quoted field of the entry's line")
    func quotesNote() {
        let text = WatchlistCSV.text(for: [.mock(note: "Tyler said \"hi\",\nthen left")])

        #expect(
            text == header
                + "550,movie,Fight Club,1999-10-15,2026-11-26T04:58:00Z,,\"Tyler said \"\"hi\"\",\nthen left\","
                + "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg,8.438\n")
    }

    @Test("Notes with other line breaks and with spaces at either end read back from the export as they were")
    func roundTrip() throws {
        let notes = ["one\u{2028}two", "  indented", "trailing ", "a\u{85}b"]
        let text = WatchlistCSV.text(for: notes.map { .mock(note: $0) })

        let records = try CSVReader.records(in: text)

        #expect(records.dropFirst().map { $0.fields[6] } == notes)
    }
}
