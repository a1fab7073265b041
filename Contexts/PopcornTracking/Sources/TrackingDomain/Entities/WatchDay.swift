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

    /// `YYYY-MM-DD` with a real date (no 2026-02-30), or `nil`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// The day with these numbers, or `nil` when there is no such day.
    public init?(year: Int, month: Int, day: Int) {
        let candidate = CalendarDay(year: year, month: month, day: day)
        // A day that does not exist (30 February, month 13) reads back from its midnight as another.
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            CalendarDay(containing: candidate.midnight) == candidate
        else {
            return nil
        }
        calendarDay = candidate
    }

    /// The day `date` falls on in `timeZone` (the person's "today"; GMT for TMDb's air dates).
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: date)))
        calendarDay = CalendarDay(containing: local) ?? CalendarDay(year: 1970, month: 1, day: 1)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let month = month < 10 ? "0\(month)" : String(month)
        let day = day < 10 ? "0\(day)" : String(day)
        return String(repeating: "0", count: max(0, 4 - String(year).count)) + "\(year)-\(month)-\(day)"
    }

    public static func < (lhs: WatchDay, rhs: WatchDay) -> Bool {
        lhs.calendarDay < rhs.calendarDay
    }
}
