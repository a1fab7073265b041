import Foundation
import Testing

@testable import TMDbKit

@Suite struct TMDbDateTests {
    private static func gmtDate(_ year: Int, _ month: Int, _ day: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    @Test func parsesADayAtMidnightGMT() {
        #expect(TMDbDate.parse("1999-10-15") == Date(timeIntervalSince1970: 939_945_600))
    }

    @Test func parsesTheUnixEpoch() {
        #expect(TMDbDate.parse("1970-01-01") == Date(timeIntervalSince1970: 0))
    }

    @Test(arguments: [
        (1895, 12, 28), (1900, 2, 28), (1900, 3, 1), (1969, 12, 31), (1600, 2, 29), (2000, 2, 29),
        (2024, 2, 29), (2024, 12, 31), (2100, 3, 1), (9999, 12, 31),
    ])
    func agreesWithTheGregorianCalendar(year: Int, month: Int, day: Int) throws {
        let text = String(format: "%04d-%02d-%02d", year, month, day)
        let expected = try #require(Self.gmtDate(year, month, day))

        #expect(TMDbDate.parse(text) == expected)
    }

    @Test func parsesDatesBefore1970AsNegativeIntervals() {
        #expect(TMDbDate.parse("1969-12-31") == Date(timeIntervalSince1970: -86_400))
        #expect(TMDbDate.parse("1927-01-10") == Date(timeIntervalSince1970: -1_356_220_800))
    }

    @Test func usesTheProlepticGregorianCalendarBefore1582() {
        // Foundation's calendar switches to Julian before 1582; TMDb's dates never do.
        #expect(TMDbDate.parse("0001-01-01") == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(TMDbDate.parse("1582-10-10") != nil)
    }

    @Test func acceptsLeapDaysOnlyInLeapYears() {
        #expect(TMDbDate.parse("2024-02-29") != nil)
        #expect(TMDbDate.parse("2000-02-29") != nil)
        #expect(TMDbDate.parse("2023-02-29") == nil)
        #expect(TMDbDate.parse("1900-02-29") == nil)
    }

    @Test(arguments: [
        nil, "", "1999-10", "1999-10-1", "2023-13-01", "2023-00-10", "2023-01-00", "2023-04-31", "1999/10/15",
        "19991015", "1999-10-15T00:00:00Z", " 1999-10-15", "1999-1O-15", "abcd-ef-gh", "+999-10-15", "1999-10-1５",
    ])
    func rejectsAnythingThatIsNotACalendarDay(text: String?) {
        #expect(TMDbDate.parse(text) == nil)
    }

    @Test(arguments: ["1999-10-15", "1970-01-01", "1969-12-31", "1900-03-01", "2000-02-29", "0001-01-01", "9999-12-31"])
    func formatsWhatItParses(text: String) throws {
        let date = try #require(TMDbDate.parse(text))

        #expect(TMDbDate.format(date) == text)
    }

    @Test func formatsTheGMTDayOfAnyInstant() {
        #expect(TMDbDate.format(Date(timeIntervalSince1970: 939_945_600 + 86_399)) == "1999-10-15")
        #expect(TMDbDate.format(Date(timeIntervalSince1970: -1)) == "1969-12-31")
        #expect(TMDbDate.format(Date(timeIntervalSince1970: -86_400.5)) == "1969-12-30")
    }

    @Test func roundTripsEveryDayOfFourHundredYears() {
        var day: Int64 = TMDbDate.days(fromCivilYear: 1800, month: 1, day: 1)
        let end = TMDbDate.days(fromCivilYear: 2200, month: 1, day: 1)
        var mismatches = 0
        while day < end {
            let date = Date(timeIntervalSince1970: TimeInterval(day * 86_400))
            if TMDbDate.parse(TMDbDate.format(date)) != date {
                mismatches += 1
            }
            day += 1
        }
        #expect(end - TMDbDate.days(fromCivilYear: 1800, month: 1, day: 1) == 146_097)
        #expect(mismatches == 0)
    }
}
