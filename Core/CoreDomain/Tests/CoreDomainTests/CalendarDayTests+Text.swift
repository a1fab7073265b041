import CoreDomain
import Foundation
import Testing

/// `CalendarDay(text:)` and `text`: the `YYYY-MM-DD` form people type and TMDb's parameters take.
extension CalendarDayTests {
    @Test(
        "YYYY-MM-DD text names its day, leap days included",
        arguments: [
            ("1999-10-15", CalendarDay(year: 1999, month: 10, day: 15)),
            ("2000-02-29", CalendarDay(year: 2000, month: 2, day: 29)),
            ("2024-02-29", CalendarDay(year: 2024, month: 2, day: 29)),
            ("0001-01-01", CalendarDay(year: 1, month: 1, day: 1)),
            ("9999-12-31", CalendarDay(year: 9999, month: 12, day: 31)),
        ])
    func parsesText(text: String, expected: CalendarDay) {
        #expect(CalendarDay(text: text) == expected)
    }

    @Test(
        "Text that is not a day of the calendar, or not written YYYY-MM-DD, names none",
        arguments: [
            "1999-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-01-00", "1999-1-5",
            "99-01-05", "1999/01/05", "19990105", "", "1999-01-05 ", " 1999-01-05", "+999-01-05", "1999-01-0x",
            "１９９９-01-05", "1999-01-05-01",
        ])
    func refusesOtherText(text: String) {
        #expect(CalendarDay(text: text) == nil)
    }

    @Test(
        "A day is written YYYY-MM-DD, the year padded to four digits",
        arguments: [
            (CalendarDay(year: 1999, month: 10, day: 15), "1999-10-15"),
            (CalendarDay(year: 7, month: 1, day: 2), "0007-01-02"),
            (CalendarDay(year: 12_345, month: 12, day: 31), "12345-12-31"),
            (CalendarDay(year: -44, month: 3, day: 15), "-0044-03-15"),
        ])
    func writesText(day: CalendarDay, expected: String) {
        #expect(day.text == expected)
    }

    @Test("Text and day round-trip")
    func roundTrip() throws {
        let day = try #require(CalendarDay(text: "2008-01-20"))
        #expect(day.text == "2008-01-20")
    }
}
