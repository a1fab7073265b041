import CoreDomain
import Foundation

/// The calendar day a title was watched on, as the person says it (`2026-11-20`): no time and no
/// time zone, so a diary entry never moves a day when read elsewhere. A year 1 to 9999 day of
/// CoreDomain's ``CalendarDay``, which does the calendar arithmetic.
public struct WatchDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let calendarDay: CalendarDay

    public var year: Int { calendarDay.year }
    public var month: Int { calendarDay.month }
    public var day: Int { calendarDay.day }

    /// `YYYY-MM-DD` with a real date (no 2026-02-30), or `nil` (read by ``CalendarDay/init(text:)``).
    public init?(_ text: String) {
        guard let day = CalendarDay(text: text) else {
            return nil
        }
        self.init(year: day.year, month: day.month, day: day.day)
    }

    /// The day with these numbers, or `nil` when there is no such day or the year is not 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDay.days(inMonth: month, of: year)).contains(day)
        else {
            return nil
        }
        calendarDay = CalendarDay(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone` (the person's "today"; GMT for TMDb's air dates).
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: date)))
        calendarDay = CalendarDay(containing: local) ?? CalendarDay(year: 1970, month: 1, day: 1)
    }

    /// `YYYY-MM-DD` (``CalendarDay/text``).
    public var description: String {
        calendarDay.text
    }

    public static func < (lhs: WatchDay, rhs: WatchDay) -> Bool {
        lhs.calendarDay < rhs.calendarDay
    }
}
