import Foundation

/// A day of the proleptic Gregorian calendar, as GMT sees it: the shared answer to "which day is this `Date`?"
/// for ages and `YYYY-MM-DD` text, computed without `Calendar` or `DateFormatter`.
///
/// Years before 1 are astronomical (0 is 1 BC, -1 is 2 BC), as TMDb's own date text writes them.
public struct CalendarDay: Comparable, Hashable, Sendable {
    private static let secondsPerDay = 86_400

    public let year: Int
    /// 1 to 12.
    public let month: Int
    /// 1 to 31.
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The GMT day containing `date`; `nil` for a date too far out to be a calendar day (non-finite, or
    /// 10^15 seconds or more from 1970).
    public init?(containing date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else {
            return nil
        }
        self.init(daysSince1970: Self.floorDivide(Int(seconds), Self.secondsPerDay))
    }

    /// Midnight GMT at the start of the day: the instant a `YYYY-MM-DD` day stands for.
    public var midnight: Date {
        Date(timeIntervalSince1970: TimeInterval(daysSince1970 * Self.secondsPerDay))
    }

    /// Howard Hinnant's `days_from_civil`: the days from 1970-01-01 to this day.
    var daysSince1970: Int {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = Self.floorDivide(year, 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Howard Hinnant's `civil_from_days`: the day `days` days after 1970-01-01.
    init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whole years from `start` to this day, counting a year on its anniversary (a 29 February start
    /// completes its years on 1 March in common years); `nil` when `start` is later than this day.
    public func years(since start: CalendarDay) -> Int? {
        guard start <= self else {
            return nil
        }
        return year - start.year - ((month, day) < (start.month, start.day) ? 1 : 0)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Division rounding towards negative infinity, as calendar arithmetic needs.
    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
