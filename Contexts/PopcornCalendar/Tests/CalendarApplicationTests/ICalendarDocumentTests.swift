import CalendarDomain
import Foundation
import Testing

@testable import CalendarApplication

@Suite("ICalendarDocument")
struct ICalendarDocumentTests {
    /// 2026-11-27 03:19:00 UTC.
    static let stamp = Date(timeIntervalSince1970: 1_795_749_540)

    static let catInTheBag = CalendarItemModel.episode(
        CalendarEpisodeItemModel(
            date: "2008-01-27", seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 1, episodeNumber: 2,
            name: "Cat's in the Bag...", overview: "Walt and Jesse clean up, badly; Skyler wonders.\nWhere is Walt?"))
    static let leapDayEpisode = CalendarItemModel.episode(
        CalendarEpisodeItemModel(
            date: "2008-02-29", seriesID: 60059, seriesName: "Better Call Saul", seasonNumber: 1, episodeNumber: 10,
            name: nil, overview: nil))

    static func document(_ items: [CalendarItemModel], stamp: Date = ICalendarDocumentTests.stamp) -> String {
        ICalendarDocument.text(
            CalendarModel(from: "2008-01-27", to: "2008-02-29", items: items), stamp: stamp, product: "popcorn 0.1.0")
    }

    /// The physical lines of folded text, as their octets, each without the CRLF that ends it.
    static func physicalLines(_ text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), line.last == UInt8(ascii: "\r") {
                lines.append(Array(line.dropLast()))
                line = []
            } else {
                line.append(byte)
            }
        }
        if !line.isEmpty {
            lines.append(line)
        }
        return lines
    }

    @Test("a calendar of two episodes is the header, an all-day event for each, and the end, in CRLF lines")
    func wholeDocument() {
        // The description, 77 octets, continues on a second line that begins with a space.
        let expected = #"""
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Popcorn//popcorn 0.1.0//EN
            CALSCALE:GREGORIAN
            METHOD:PUBLISH
            X-WR-CALNAME:Popcorn: what's coming
            REFRESH-INTERVAL;VALUE=DURATION:PT12H
            X-PUBLISHED-TTL:PT12H
            BEGIN:VEVENT
            UID:episode-1396-1-2@popcorn
            DTSTAMP:20261127T031900Z
            DTSTART;VALUE=DATE:20080127
            DTEND;VALUE=DATE:20080128
            SUMMARY:Breaking Bad S01E02 · Cat's in the Bag...
            DESCRIPTION:Walt and Jesse clean up\, badly\; Skyler wonders.\nWhere is Wal
             t?
            URL:https://www.themoviedb.org/tv/1396/season/1/episode/2
            END:VEVENT
            BEGIN:VEVENT
            UID:episode-60059-1-10@popcorn
            DTSTAMP:20261127T031900Z
            DTSTART;VALUE=DATE:20080229
            DTEND;VALUE=DATE:20080301
            SUMMARY:Better Call Saul S01E10
            URL:https://www.themoviedb.org/tv/60059/season/1/episode/10
            END:VEVENT
            END:VCALENDAR

            """#.replacing("\n", with: "\r\n")

        #expect(Self.document([Self.catInTheBag, Self.leapDayEpisode]) == expected)
    }

    @Test("a movie's release is an all-day event named by its movie, kind and day, with the movie's page")
    func movieRelease() {
        let release = CalendarItemModel.movie(
            CalendarReleaseItemModel(
                date: "2024-03-01", movieID: 693_134, title: "Dune: Part Two", releaseType: .theatrical,
                overview: "Paul Atreides unites with Chani and the Fremen."))
        let expected = #"""
            BEGIN:VEVENT
            UID:movie-693134-theatrical-20240301@popcorn
            DTSTAMP:20261127T031900Z
            DTSTART;VALUE=DATE:20240301
            DTEND;VALUE=DATE:20240302
            SUMMARY:Dune: Part Two · in cinemas
            DESCRIPTION:Paul Atreides unites with Chani and the Fremen.
            URL:https://www.themoviedb.org/movie/693134
            END:VEVENT

            """#.replacing("\n", with: "\r\n")

        #expect(Self.document([release]).contains(expected))
        #expect(Self.document([release]).components(separatedBy: "BEGIN:VEVENT").count == 2)
    }

    @Test("an empty overview writes no description, as no overview does")
    func emptyOverview() {
        let withEmpty = CalendarItemModel.episode(
            CalendarEpisodeItemModel(
                date: "2008-02-29", seriesID: 60059, seriesName: "Better Call Saul", seasonNumber: 1, episodeNumber: 10,
                name: nil, overview: ""))

        #expect(Self.document([withEmpty]) == Self.document([Self.leapDayEpisode]))
    }

    @Test("an episode keeps its UID in every export; only the stamp changes")
    func stableUID() {
        // 2026-11-28 15:00:00 UTC.
        let later = Self.document(
            [Self.catInTheBag, Self.leapDayEpisode], stamp: Date(timeIntervalSince1970: 1_795_878_000))
        let earlier = Self.document([Self.catInTheBag, Self.leapDayEpisode])

        #expect(
            later.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map { String($0) } == [
                "UID:episode-1396-1-2@popcorn", "UID:episode-60059-1-10@popcorn",
            ])
        #expect(later == earlier.replacing("DTSTAMP:20261127T031900Z", with: "DTSTAMP:20261128T150000Z"))
    }

    @Test("an item whose date is not a day is left out of the document")
    func notADay() {
        let undated = ["2008-02-30", "27/01/2008", "", "soon"].map { date in
            CalendarItemModel.episode(
                CalendarEpisodeItemModel(
                    date: date, seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 1, episodeNumber: 3,
                    name: nil, overview: nil))
        }

        #expect(Self.document(undated + [Self.catInTheBag]) == Self.document([Self.catInTheBag]))
    }

    @Test("a line of at most 75 octets stays whole; a longer one continues on lines of a space and 74 octets")
    func foldsAt75Octets() {
        let a75 = String(repeating: "a", count: 75)
        let a74 = String(repeating: "a", count: 74)

        #expect(ICalendarDocument.folded("VERSION:2.0") == "VERSION:2.0\r\n")
        #expect(ICalendarDocument.folded(a75) == a75 + "\r\n")
        #expect(ICalendarDocument.folded(a75 + "a") == a75 + "\r\n a\r\n")
        #expect(ICalendarDocument.folded(a75 + a74 + "a") == a75 + "\r\n " + a74 + "\r\n a\r\n")
    }

    @Test("a character that would not fit whole moves to the next line, leaving the line short")
    func foldsBetweenCharacters() {
        // 8 octets and 23 characters of 3: the 23rd would end at octet 77.
        let twentyTwo = String(repeating: "字", count: 22)

        #expect(ICalendarDocument.folded("SUMMARY:" + twentyTwo + "字") == "SUMMARY:" + twentyTwo + "\r\n 字\r\n")
    }

    @Test(
        "a long line folds into lines of at most 75 octets, each whole UTF-8, that unfold back to it",
        arguments: [
            "SUMMARY:" + String(repeating: "日本語の字幕", count: 20),
            "DESCRIPTION:" + String(repeating: "🍿🎬", count: 30),
            "SUMMARY:" + String(repeating: "Ωé日🍿a", count: 25),
        ])
    func foldsLongLines(line: String) {
        let folded = ICalendarDocument.folded(line)
        let lines = Self.physicalLines(folded)

        #expect(folded.hasSuffix("\r\n"))
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
        #expect(lines.dropFirst().allSatisfy { $0.first == UInt8(ascii: " ") })
        #expect(folded.replacing("\r\n ", with: "") == line + "\r\n")
    }

    @Test(
        "backslash, semicolon, comma and line breaks are escaped; other control characters are dropped",
        arguments: [
            (#"C:\Films"#, #"C:\\Films"#),
            ("Say; when", #"Say\; when"#),
            ("Walt, Jesse", #"Walt\, Jesse"#),
            ("Line one\nLine two", #"Line one\nLine two"#),
            ("Line one\r\nLine two", #"Line one\nLine two"#),
            ("Tab\there\u{1B}[1m bold\u{7F}\u{0}", "Tabhere[1m bold"),
            ("Cat's in the Bag... · 日本語 🍿: \"quoted\"", "Cat's in the Bag... · 日本語 🍿: \"quoted\""),
        ])
    func escapes(text: String, expected: String) {
        #expect(ICalendarDocument.escaped(text) == expected)
    }
}
