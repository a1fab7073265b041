import CoreDomain
import Foundation

extension CalendarDay {
    /// The day `days` days after this one (before, when negative); `nil` past the calendar's range.
    public func adding(days: Int) -> CalendarDay? {
        let (seconds, overflow) = Int64(days).multipliedReportingOverflow(by: 86_400)
        guard !overflow, abs(days) <= 3_650_000 else {
            return nil
        }
        return CalendarDay(containing: midnight.addingTimeInterval(TimeInterval(seconds)))
    }
}
