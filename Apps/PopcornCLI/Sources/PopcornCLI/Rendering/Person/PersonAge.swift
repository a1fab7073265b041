import CoreDomain
import Foundation

/// Whole years between two days, as a person's age reads: birthdays count on the day itself.
enum PersonAge {
    /// The years from `birth` to `date` (GMT days); `nil` when `date` comes first.
    static func years(from birth: Date, to date: Date) -> Int? {
        guard let start = CalendarDay(containing: birth), let end = CalendarDay(containing: date) else {
            return nil
        }
        return end.years(since: start)
    }
}
