import Foundation

extension Date {
    /// `seconds` after 2026-11-26T04:58:00Z, when `WatchlistEntry.mock()` is added: entries a test
    /// orders by the time they were added, without spelling out a timestamp each.
    public static func mockAdded(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: 1_795_669_080 + Double(seconds))
    }
}
