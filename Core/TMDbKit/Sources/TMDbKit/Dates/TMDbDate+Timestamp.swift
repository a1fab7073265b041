import Foundation

extension TMDbDate {
    /// The instant of an ISO 8601 timestamp as TMDb writes release dates
    /// (`"2007-07-04T00:00:00.000Z"`), parsed by hand like ``parse(_:)`` because every
    /// release of every country goes through it: `YYYY-MM-DD`, then optionally `THH:MM`,
    /// `:SS`, a fraction and a zone (`Z`, `±HH:MM` or `±HHMM`; none reads as GMT). `nil` for
    /// `nil`, `""`, or anything malformed or impossible (`"2023-02-29T00:00:00Z"`,
    /// `"2023-01-01T24:00:00Z"`).
    public static func parseTimestamp(_ string: String?) -> Date? {
        guard var text = string, text.utf8.count >= 10 else {
            return nil
        }
        return text.withUTF8 { parseTimestamp(bytes: $0) }
    }

    /// The instant for the UTF-8 bytes of a timestamp, or `nil` when malformed.
    static func parseTimestamp(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 10, let days = parseDays(UnsafeBufferPointer(rebasing: bytes[0..<10])) else {
            return nil
        }
        var seconds = days * secondsPerDay
        var fraction = 0.0
        if bytes.count > 10 {
            guard
                bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
                let time = timeOfDay(bytes, from: 11)
            else {
                return nil
            }
            seconds += time.seconds
            fraction = time.fraction
            guard let offset = zoneOffset(bytes, from: time.end) else {
                return nil
            }
            seconds -= offset
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    /// `HH:MM[:SS[.fff…]]` from `start`: its seconds since midnight, the fraction of a second,
    /// and the index just past it.
    private static func timeOfDay(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> (seconds: Int64, fraction: Double, end: Int)?
    {
        guard bytes.count >= start + 5, bytes[start + 2] == UInt8(ascii: ":"),
            let hour = number(bytes, from: start, count: 2), hour < 24,
            let minute = number(bytes, from: start + 3, count: 2), minute < 60
        else {
            return nil
        }
        var index = start + 5
        var second: Int64 = 0
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard bytes.count >= index + 3, let value = number(bytes, from: index + 1, count: 2), value < 60 else {
                return nil
            }
            second = value
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                var scale = 0.1
                let firstDigit = index
                while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
                guard index > firstDigit else {
                    return nil
                }
            }
        }
        return (hour * 3600 + minute * 60 + second, fraction, index)
    }

    /// The zone at `start` (the rest of the text) as seconds east of GMT: none or `Z` is 0.
    private static func zoneOffset(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int64? {
        let remaining = bytes.count - start
        if remaining == 0 {
            return 0
        }
        if remaining == 1, bytes[start] == UInt8(ascii: "Z") || bytes[start] == UInt8(ascii: "z") {
            return 0
        }
        let sign: Int64
        switch bytes[start] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        let minutesStart: Int
        switch remaining {
        case 6 where bytes[start + 3] == UInt8(ascii: ":"): minutesStart = start + 4
        case 5: minutesStart = start + 3
        default: return nil
        }
        guard let hours = number(bytes, from: start + 1, count: 2), hours < 24,
            let minutes = number(bytes, from: minutesStart, count: 2), minutes < 60
        else {
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
