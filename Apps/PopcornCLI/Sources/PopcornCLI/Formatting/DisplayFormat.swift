import Foundation

/// Locale-independent formatting of the numbers human output shows (runtimes, money, counts,
/// ratings), so the output is the same on every machine and in every test.
enum DisplayFormat {
    /// `139` -> `2h 19m`, `45` -> `45m`, `120` -> `2h`; `nil` for missing or non-positive runtimes.
    static func runtime(minutes: Int?) -> String? {
        guard let minutes, minutes > 0 else {
            return nil
        }
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest)m"
        case (_, 0): return "\(hours)h"
        default: return "\(hours)h \(rest)m"
        }
    }

    /// `31000` -> `31,000`; negative numbers keep their sign.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// US dollars, whole: `63000000` -> `$63,000,000`; `nil` for missing, zero or unrepresentable amounts.
    static func money(_ amount: Double?) -> String? {
        guard let amount, amount.isFinite, amount > 0, amount < 1e15 else {
            return nil
        }
        return "$" + grouped(Int(amount.rounded()))
    }

    /// `8.433` -> `8.4` (one decimal, rounded half up).
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else {
            return "0.0"
        }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }

    /// `8.4/10 (31,000 votes)`; `nil` when nobody has voted.
    static func rating(average: Double?, count: Int?) -> String? {
        guard let average, let count, count > 0 else {
            return nil
        }
        let votes = count == 1 ? "1 vote" : "\(grouped(count)) votes"
        return "\(oneDecimal(average))/10 (\(votes))"
    }

    /// The GMT calendar year of a date, e.g. `1999`.
    static func year(of date: Date?) -> String? {
        guard let date else {
            return nil
        }
        return DayFormatter.string(from: date).split(separator: "-").first.map(String.init)
    }

    /// `1 result` / `26 results`.
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        value == 1 ? "1 \(singular)" : "\(grouped(value)) \(plural)"
    }
}
