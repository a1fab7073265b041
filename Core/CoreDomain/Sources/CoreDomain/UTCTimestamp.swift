import Foundation

/// The instants and days of popcorn's export and import files (the watchlist's, the diary's),
/// written and read by hand (no `DateFormatter`): an instant is ISO 8601 in UTC to the second
/// (`2026-11-26T04:58:00Z`), a day is `YYYY-MM-DD` at midnight UTC.
public enum UTCTimestamp {

    /// `2026-11-26T04:58:00Z`: the UTC instant of `date`, a fraction of a second dropped. A date too
    /// far out to be a calendar day (non-finite, or 10^15 seconds from 1970) is written as 1970's first
    /// instant.
    public static func text(for date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard let day = CalendarDay(containing: date), seconds.isFinite else {
            return "1970-01-01T00:00:00Z"
        }
        let secondOfDay = Int(seconds) - Int(day.midnight.timeIntervalSince1970)
        return day.text + "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60) + ":"
            + twoDigits(secondOfDay % 60) + "Z"
    }

    /// `YYYY-MM-DD`: the UTC day of `date` (a release date).
    public static func dayText(for date: Date) -> String {
        CalendarDay(containing: date)?.text ?? "1970-01-01"
    }

    /// The instant `text` names as `YYYY-MM-DDTHH:MM:SS`, an optional fraction (dropped), and `Z` or a
    /// `±HH:MM` offset; `nil` when it is written otherwise or names no instant (`2026-02-30T…`).
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { instant(in: $0) }
    }

    /// Midnight UTC of the day `text` names as `YYYY-MM-DD`, or `nil`.
    public static func date(fromDay text: String) -> Date? {
        CalendarDay(text: text)?.midnight
    }

    /// The instant `text` names, or midnight UTC of the day it names: what a CSV's `added_at` takes.
    public static func date(fromInstantOrDay text: String) -> Date? {
        date(from: text) ?? date(fromDay: text)
    }

    private static func instant(in bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let day = CalendarDay(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<10]), as: UTF8.self)),
            let hour = number(bytes, at: 11), hour < 24,
            let minute = number(bytes, at: 14), minute < 60,
            let second = number(bytes, at: 17), second < 60
        else {
            return nil
        }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let firstDigit = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                index += 1
            }
            guard index > firstDigit else {
                return nil
            }
        }
        guard let offset = offset(bytes, at: index) else {
            return nil
        }
        let seconds = Int(day.midnight.timeIntervalSince1970) + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The zone from `index` to the end, in seconds east of UTC: `Z` is 0, `+01:00` is 3600.
    private static func offset(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let remaining = bytes.count - index
        if remaining == 1, bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            return 0
        }
        guard remaining == 6, bytes[index + 3] == UInt8(ascii: ":"),
            let hours = number(bytes, at: index + 1), hours < 24,
            let minutes = number(bytes, at: index + 4), minutes < 60
        else {
            return nil
        }
        switch bytes[index] {
        case UInt8(ascii: "+"): return hours * 3600 + minutes * 60
        case UInt8(ascii: "-"): return -(hours * 3600 + minutes * 60)
        default: return nil
        }
    }

    /// The two decimal digits at `index`, or `nil`.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let tens = bytes[index] &- UInt8(ascii: "0")
        let units = bytes[index + 1] &- UInt8(ascii: "0")
        guard tens < 10, units < 10 else {
            return nil
        }
        return Int(tens) * 10 + Int(units)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
