import CoreDomain
import Foundation

/// The days a calendar covers, both ends included: from `--past` days ago to `--days` days ahead.
public struct CalendarSpan: Equatable, Sendable {
    /// How far ahead a calendar looks when not told: `popcorn calendar` and the browser's tab.
    public static let defaultDaysAhead = 14

    public let from: CalendarDay
    public let to: CalendarDay

    /// The span from `from` to `to`; `nil` when `to` comes before `from`.
    public init?(from: CalendarDay, to: CalendarDay) {
        guard from <= to else {
            return nil
        }
        self.from = from
        self.to = to
    }

    /// From `past` days before `today` to `ahead` days after it; `nil` for a negative count or a day
    /// past the calendar's range.
    public init?(around today: CalendarDay, past: Int, ahead: Int) {
        guard past >= 0, ahead >= 0, let from = today.adding(days: -past), let to = today.adding(days: ahead) else {
            return nil
        }
        self.init(from: from, to: to)
    }

    /// Whether `day` is in the span.
    public func contains(_ day: CalendarDay) -> Bool {
        from <= day && day <= to
    }
}
