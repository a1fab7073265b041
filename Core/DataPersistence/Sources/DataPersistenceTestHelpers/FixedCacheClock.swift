import DataPersistence
import Foundation
import Synchronization

/// A clock tests set and move by hand.
public final class FixedCacheClock: CacheClock {
    private let current: Mutex<Date>

    public init(_ date: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(date)
    }

    public func now() -> Date { current.withLock { $0 } }

    /// Moves the clock forward by `interval` seconds.
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
