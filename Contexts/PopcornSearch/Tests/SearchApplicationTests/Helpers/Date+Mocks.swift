import Foundation
import SearchTestHelpers

extension Date {
    /// Midnight UTC on the given day, as TMDb's day-precision dates are parsed.
    static func mock(year: Int, month: Int = 1, day: Int = 1) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
}
