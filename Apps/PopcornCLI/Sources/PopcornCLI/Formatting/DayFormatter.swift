import CoreDomain
import Foundation

/// `YYYY-MM-DD` for the GMT day of a date, the one way human output and `--json` write days.
///
/// No `DateFormatter`: lists format a date per row. Years outside 0...9999 get as many digits as they
/// need, with a leading `-` when negative; a date too far out to be a calendar day gives `0000-00-00`.
enum DayFormatter {
    /// The day containing `date`, e.g. `1999-10-15`.
    static func string(from date: Date) -> String {
        guard let day = CalendarDay(containing: date) else {
            return "0000-00-00"
        }
        return padded(day.year, width: 4) + "-" + padded(day.month, width: 2) + "-" + padded(day.day, width: 2)
    }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
