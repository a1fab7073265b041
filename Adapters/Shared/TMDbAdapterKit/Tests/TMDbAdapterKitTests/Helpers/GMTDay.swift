import Foundation
import Testing

/// Midnight GMT of a calendar day, built with Foundation's calendar rather than TMDbKit's parser, so the
/// mappers' dates are checked against an independent answer.
enum GMTDay {
    static func date(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
    }
}
