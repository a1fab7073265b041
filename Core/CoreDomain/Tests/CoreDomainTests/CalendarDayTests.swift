import CoreDomain
import Foundation
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    /// Midnight GMT `days` days after 1970-01-01, plus `seconds`.
    static func date(days: Double, seconds: Double = 0) -> Date {
        Date(timeIntervalSince1970: days * 86_400 + seconds)
    }

    @Test(
        "A date gives the GMT day that contains it",
        arguments: [
            (0.0, 0.0, CalendarDay(year: 1970, month: 1, day: 1)),
            (0, 86_399.9, CalendarDay(year: 1970, month: 1, day: 1)),
            (0, -0.5, CalendarDay(year: 1969, month: 12, day: 31)),
            (10_879, 0, CalendarDay(year: 1999, month: 10, day: 15)),
            (11_016, 0, CalendarDay(year: 2000, month: 2, day: 29)),
            (-719_528, 0, CalendarDay(year: 0, month: 1, day: 1)),
            (-719_529, 0, CalendarDay(year: -1, month: 12, day: 31)),
            (-719_162, 0, CalendarDay(year: 1, month: 1, day: 1)),
            (2_932_896, 0, CalendarDay(year: 9999, month: 12, day: 31)),
            (2_932_897, 0, CalendarDay(year: 10_000, month: 1, day: 1)),
        ])
    func containing(days: Double, seconds: Double, expected: CalendarDay) {
        #expect(CalendarDay(containing: Self.date(days: days, seconds: seconds)) == expected)
    }

    @Test("The calendar is Gregorian before 1582 too, as TMDb writes old dates")
    func prolepticGregorian() {
        // 1 January 1000 is day -354_285 in the proleptic Gregorian calendar (the Julian one is 6 days later).
        #expect(CalendarDay(containing: Self.date(days: -354_285)) == CalendarDay(year: 1000, month: 1, day: 1))
    }

    @Test("A date too far out to be a calendar day has none")
    func outOfRange() {
        #expect(CalendarDay(containing: Date(timeIntervalSince1970: 1e15)) == nil)
        #expect(CalendarDay(containing: Date(timeIntervalSince1970: -1e15)) == nil)
        #expect(CalendarDay(containing: Date(timeIntervalSince1970: .infinity)) == nil)
        #expect(CalendarDay(containing: Date(timeIntervalSince1970: .nan)) == nil)
        #expect(CalendarDay(containing: Date(timeIntervalSince1970: 1e15 - 1)) != nil)
    }

    @Test("Days order by year, then month, then day")
    func order() {
        let days = [
            CalendarDay(year: 2000, month: 2, day: 1), CalendarDay(year: -5, month: 12, day: 31),
            CalendarDay(year: 2000, month: 1, day: 31), CalendarDay(year: 2000, month: 1, day: 2),
        ]
        #expect(
            days.sorted() == [
                CalendarDay(year: -5, month: 12, day: 31), CalendarDay(year: 2000, month: 1, day: 2),
                CalendarDay(year: 2000, month: 1, day: 31), CalendarDay(year: 2000, month: 2, day: 1),
            ])
    }

    @Test(
        "Whole years count on the anniversary itself, and a 29 February start completes them on 1 March",
        arguments: [
            (CalendarDay(year: 1963, month: 12, day: 18), CalendarDay(year: 2025, month: 12, day: 17), 61),
            (CalendarDay(year: 1963, month: 12, day: 18), CalendarDay(year: 2025, month: 12, day: 18), 62),
            (CalendarDay(year: 1963, month: 12, day: 18), CalendarDay(year: 2026, month: 1, day: 1), 62),
            (CalendarDay(year: 2000, month: 2, day: 29), CalendarDay(year: 2001, month: 2, day: 28), 0),
            (CalendarDay(year: 2000, month: 2, day: 29), CalendarDay(year: 2001, month: 3, day: 1), 1),
            (CalendarDay(year: 1963, month: 12, day: 18), CalendarDay(year: 1963, month: 12, day: 18), 0),
        ])
    func years(start: CalendarDay, end: CalendarDay, years: Int) {
        #expect(end.years(since: start) == years)
    }

    @Test("No years have passed since a later day")
    func yearsSinceLaterDay() {
        let birth = CalendarDay(year: 1963, month: 12, day: 18)
        #expect(CalendarDay(year: 1960, month: 1, day: 1).years(since: birth) == nil)
        #expect(CalendarDay(year: 1963, month: 12, day: 17).years(since: birth) == nil)
    }

    @Test("Midnight of a day is the instant whose day it is, far into the past and the future")
    func midnight() throws {
        for days in stride(from: -1_000_000, through: 1_000_000, by: 997) {
            let date = Date(timeIntervalSince1970: TimeInterval(days * 86_400))
            let day = try #require(CalendarDay(containing: date))
            #expect(day.midnight == date)
        }
        #expect(CalendarDay(year: 1970, month: 1, day: 1).midnight == Date(timeIntervalSince1970: 0))
        #expect(CalendarDay(year: 2000, month: 3, day: 1).midnight == Date(timeIntervalSince1970: 951_868_800))
    }
}
