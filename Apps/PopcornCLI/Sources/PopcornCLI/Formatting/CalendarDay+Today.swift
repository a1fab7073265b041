import CoreDomain
import Foundation

extension CalendarDay {
    /// The day it is where the person is (the system's time zone) at `now`: what `calendar` and
    /// `whats-new` count from; `nil` past the calendar's range.
    static func today(at now: Date = Date(), in timeZone: TimeZone = .current) -> CalendarDay? {
        CalendarDay(containing: now.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: now))))
    }
}
