import Foundation

extension CalendarDay {
    /// The day `text` names as `YYYY-MM-DD` (a four-digit year, two-digit month and day), or `nil` when
    /// it is written otherwise or names no day of the calendar (`1999-02-29`, `2024-13-01`).
    ///
    /// What a person types where a day is asked for, checked once here rather than per command.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
        else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`, the year padded to four digits (more when it needs them, `-` before a year before 0):
    /// the form TMDb's query parameters and `--json` take.
    public var text: String {
        Self.padded(year, width: 4) + "-" + Self.padded(month, width: 2) + "-" + Self.padded(day, width: 2)
    }

    /// How many days `month` has in `year` of the proleptic Gregorian calendar.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
