import Foundation

extension CalendarDay {
    /// The day `text` names as `YYYY-MM-DD` (a four-digit year, two-digit month and day), or `nil` when
    /// it is written otherwise or names no day of the calendar (`1999-02-29`, `2024-13-01`).
    ///
    /// What a person types where a day is asked for, checked once here rather than per command.
    public init?(text: String) {
        // Read byte by byte, without splitting: a diary of thousands of watches reads a day per row.
        let bytes = text.utf8
        guard bytes.count == 10 else {
            return nil
        }
        var fields = (year: 0, month: 0, day: 0)
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else {
                    return nil
                }
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else {
                return nil
            }
            switch offset {
            case ..<4: fields.year = fields.year * 10 + Int(digit)
            case ..<7: fields.month = fields.month * 10 + Int(digit)
            default: fields.day = fields.day * 10 + Int(digit)
            }
        }
        guard (1...12).contains(fields.month),
            (1...Self.days(inMonth: fields.month, of: fields.year)).contains(fields.day)
        else {
            return nil
        }
        self.init(year: fields.year, month: fields.month, day: fields.day)
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
