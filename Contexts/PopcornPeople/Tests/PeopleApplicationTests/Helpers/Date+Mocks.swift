import Foundation

extension Date {
    /// Midnight UTC on 1 January of `year`, for tests that order titles by release date.
    static func mock(year: Int, month: Int = 1, day: Int = 1) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day))!
    }
}
