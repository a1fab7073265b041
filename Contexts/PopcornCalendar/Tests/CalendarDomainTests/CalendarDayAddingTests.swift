import CalendarDomain
import CoreDomain
import Testing

@Suite("CalendarDay+Adding")
struct CalendarDayAddingTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        CalendarDay(year: year, month: month, day: day)
    }

    @Test("the day after a month's last is the next month's first, and after a year's last the next year's first")
    func acrossAMonthEnd() {
        #expect(Self.day(2026, 11, 30).adding(days: 1) == Self.day(2026, 12, 1))
        #expect(Self.day(2026, 12, 31).adding(days: 1) == Self.day(2027, 1, 1))
        #expect(Self.day(2026, 11, 27).adding(days: 14) == Self.day(2026, 12, 11))
    }

    @Test("February has a 29th in a leap year and goes straight to March in the others")
    func leapDay() {
        #expect(Self.day(2028, 2, 28).adding(days: 1) == Self.day(2028, 2, 29))
        #expect(Self.day(2028, 2, 29).adding(days: 1) == Self.day(2028, 3, 1))
        #expect(Self.day(2027, 2, 28).adding(days: 1) == Self.day(2027, 3, 1))
        #expect(Self.day(2000, 2, 28).adding(days: 1) == Self.day(2000, 2, 29))
        #expect(Self.day(2100, 2, 28).adding(days: 1) == Self.day(2100, 3, 1))
    }

    @Test("a negative count of days goes back in time")
    func backInTime() {
        #expect(Self.day(2026, 12, 1).adding(days: -1) == Self.day(2026, 11, 30))
        #expect(Self.day(2027, 1, 1).adding(days: -1) == Self.day(2026, 12, 31))
        #expect(Self.day(2028, 3, 1).adding(days: -1) == Self.day(2028, 2, 29))
        #expect(Self.day(2026, 11, 27).adding(days: -7000) == Self.day(2007, 9, 28))
    }

    @Test("no days is the same day")
    func zero() {
        #expect(Self.day(2028, 2, 29).adding(days: 0) == Self.day(2028, 2, 29))
    }

    @Test("going forward and back by the same count returns to the day", arguments: [1, 29, 365, 366, 7000, 100_000])
    func roundTrip(days: Int) {
        let day = Self.day(2028, 2, 29)

        #expect(day.adding(days: days)?.adding(days: -days) == day)
        #expect(day.adding(days: -days)?.adding(days: days) == day)
    }

    @Test("a count of days that leaves the calendar's range is no day")
    func outOfRange() {
        #expect(Self.day(2026, 11, 27).adding(days: .max) == nil)
        #expect(Self.day(2026, 11, 27).adding(days: .min) == nil)
    }
}
