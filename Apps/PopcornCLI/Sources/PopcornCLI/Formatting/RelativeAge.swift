import Foundation

/// How old cached data is, in words: `just now`, `5 minutes ago`, `3 days ago`.
enum RelativeAge {
    /// A short English description of an age in seconds.
    static func describe(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds.isFinite ? seconds : 0)
        let units: [(size: TimeInterval, name: String)] = [
            (365 * 86_400, "year"), (30 * 86_400, "month"), (7 * 86_400, "week"),
            (86_400, "day"), (3_600, "hour"), (60, "minute"),
        ]
        for unit in units where seconds >= unit.size {
            let count = Int(seconds / unit.size)
            return count == 1 ? "1 \(unit.name) ago" : "\(count) \(unit.name)s ago"
        }
        return "just now"
    }
}
