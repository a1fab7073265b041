import Foundation
import Synchronization
import WatchlistDomain

/// A diary that answers with the days it was given and counts how often it was asked.
public final class MockWatchlistViewingProvider: WatchlistViewingProviding {
    private let days: [WatchlistItemID: Date]
    private let asked = Mutex(0)

    public init(_ days: [WatchlistItemID: Date] = [:]) {
        self.days = days
    }

    /// How many times the diary was read.
    public var callCount: Int { asked.withLock { $0 } }

    public func lastWatched() async -> [WatchlistItemID: Date] {
        asked.withLock { $0 += 1 }
        return days
    }
}
