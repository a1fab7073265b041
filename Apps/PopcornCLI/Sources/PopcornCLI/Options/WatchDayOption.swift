import ArgumentParser
import TrackingDomain

/// Reads a `--on` or `--since` day: `YYYY-MM-DD`, a real date.
enum WatchDayOption {
    /// The day typed, or a usage error saying what a day looks like.
    static func parse(_ text: String) throws -> WatchDay {
        guard let day = WatchDay(text.trimmingWhitespace()) else {
            throw ValidationError("'\(text)' is not a day; use YYYY-MM-DD, such as 2026-11-20")
        }
        return day
    }
}
