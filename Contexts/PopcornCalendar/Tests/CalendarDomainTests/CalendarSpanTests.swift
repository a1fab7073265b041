import CalendarDomain
import CoreDomain
import Testing

@Suite("CalendarSpan")
struct CalendarSpanTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 27)

    @Test("no days back and 14 ahead of 27 November 2026 runs from that day to 11 December")
    func twoWeeksAhead() throws {
        let span = try #require(CalendarSpan(around: Self.today, past: 0, ahead: 14))

        #expect(span.from == CalendarDay(year: 2026, month: 11, day: 27))
        #expect(span.to == CalendarDay(year: 2026, month: 12, day: 11))
    }

    @Test("7000 days back from 27 November 2026 starts on 28 September 2007")
    func farBack() throws {
        let span = try #require(CalendarSpan(around: Self.today, past: 7000, ahead: 0))

        #expect(span.from == CalendarDay(year: 2007, month: 9, day: 28))
        #expect(span.to == CalendarDay(year: 2026, month: 11, day: 27))
    }

    @Test("days back and ahead together may cross a year's end")
    func acrossTheYear() throws {
        let span = try #require(CalendarSpan(around: Self.today, past: 35, ahead: 35))

        #expect(span.from == CalendarDay(year: 2026, month: 10, day: 23))
        #expect(span.to == CalendarDay(year: 2027, month: 1, day: 1))
    }

    @Test("a negative count of days back or ahead is no span")
    func negative() {
        #expect(CalendarSpan(around: Self.today, past: -1, ahead: 14) == nil)
        #expect(CalendarSpan(around: Self.today, past: 0, ahead: -1) == nil)
    }

    @Test("a count of days that leaves the calendar's range is no span")
    func outOfRange() {
        #expect(CalendarSpan(around: Self.today, past: .max, ahead: 0) == nil)
        #expect(CalendarSpan(around: Self.today, past: 0, ahead: .max) == nil)
    }

    @Test("a span may be a single day but cannot end before it starts")
    func order() throws {
        let single = try #require(CalendarSpan(from: Self.today, to: Self.today))

        #expect(single.from == Self.today)
        #expect(single.to == Self.today)
        #expect(CalendarSpan(from: Self.today, to: CalendarDay(year: 2026, month: 11, day: 26)) == nil)
        #expect(CalendarSpan(from: Self.today, to: CalendarDay(year: 2025, month: 12, day: 31)) == nil)
    }

    @Test("both ends are in the span and the days beside them are not")
    func contains() throws {
        let span = try #require(CalendarSpan(from: Self.today, to: CalendarDay(year: 2026, month: 12, day: 11)))

        #expect(span.contains(CalendarDay(year: 2026, month: 11, day: 27)))
        #expect(span.contains(CalendarDay(year: 2026, month: 12, day: 1)))
        #expect(span.contains(CalendarDay(year: 2026, month: 12, day: 11)))
        #expect(!span.contains(CalendarDay(year: 2026, month: 11, day: 26)))
        #expect(!span.contains(CalendarDay(year: 2026, month: 12, day: 12)))
        #expect(!span.contains(CalendarDay(year: 2025, month: 12, day: 1)))
    }
}
