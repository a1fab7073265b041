import Foundation
import TMDbKit

/// Whole years between two days, as a person's age reads: birthdays count on the day itself.
enum PersonAge {
    /// The years from `birth` to `date` (GMT days); `nil` when `date` comes first.
    static func years(from birth: Date, to date: Date) -> Int? {
        let start = day(birth)
        let end = day(date)
        let years = end.year - start.year - ((end.month, end.day) < (start.month, start.day) ? 1 : 0)
        return years >= 0 ? years : nil
    }

    private static func day(_ date: Date) -> (year: Int, month: Int, day: Int) {
        let parts = TMDbDate.format(date).split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.suffix(3).map { Int($0) ?? 0 }
        let sign = TMDbDate.format(date).hasPrefix("-") ? -1 : 1
        return (sign * numbers[0], numbers[1], numbers[2])
    }
}
