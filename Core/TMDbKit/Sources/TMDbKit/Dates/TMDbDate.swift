import Foundation

/// TMDb's day-precision dates (`"YYYY-MM-DD"`, GMT) as `Date`, without `DateFormatter`:
/// dates are parsed for every movie in every list, so this is a hand-written parser
/// over the UTF-8 bytes using days-from-civil arithmetic.
public enum TMDbDate {
    static let secondsPerDay: Int64 = 86_400

    /// The midnight-GMT `Date` for `"YYYY-MM-DD"`; `nil` for `nil`, `""`, or anything
    /// malformed or impossible (`"1999-10"`, `"2023-13-01"`, `"2023-02-29"`).
    public static func parse(_ string: String?) -> Date? {
        guard var text = string, text.utf8.count == 10 else {
            return nil
        }
        guard let days = text.withUTF8({ parseDays($0) }) else {
            return nil
        }
        return Date(timeIntervalSince1970: TimeInterval(days * secondsPerDay))
    }

    /// `"YYYY-MM-DD"` for the GMT day containing `date` (years outside 0...9999 are
    /// written with as many digits as needed, with a leading `-` when negative; a date
    /// too far out to be a calendar day gives `"0000-00-00"`).
    public static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else {
            return "0000-00-00"
        }
        let days = Int64(seconds).floorDivided(by: secondsPerDay)
        let (year, month, day) = civil(fromDays: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// Days since 1970-01-01 for the ten bytes `YYYY-MM-DD`, or `nil` when malformed.
    static func parseDays(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        guard
            let year = number(bytes, from: 0, count: 4),
            let month = number(bytes, from: 5, count: 2),
            let day = number(bytes, from: 8, count: 2),
            (1...12).contains(month),
            (1...daysInMonth(month, year: year)).contains(day)
        else {
            return nil
        }
        return days(fromCivilYear: year, month: month, day: day)
    }

    static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int64? {
        var value: Int64 = 0
        for index in start..<(start + count) {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else {
                return nil
            }
            value = value * 10 + Int64(digit)
        }
        return value
    }

    static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's `days_from_civil`: proleptic Gregorian date to days since 1970-01-01.
    static func days(fromCivilYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear.floorDivided(by: 400)
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Howard Hinnant's `civil_from_days`: the inverse of ``days(fromCivilYear:month:day:)``.
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}

extension Int64 {
    /// Division rounding towards negative infinity, as calendar arithmetic needs.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
