import Foundation
import Synchronization
import TVSeriesDomain

/// A watchlist that holds the series given, and records which it was asked about.
public final class MockTVSeriesWatchlistProvider: TVSeriesWatchlistProviding {
    private let onWatchlist: Set<Int>
    private let asked = Mutex<[Int]>([])

    /// A watchlist holding exactly the ids in `onWatchlist`.
    public init(onWatchlist: Set<Int>) {
        self.onWatchlist = onWatchlist
    }

    /// The series ids asked about, in order.
    public var calledWith: [Int] { asked.withLock { $0 } }

    public func isOnWatchlist(tvSeriesID: Int) async -> Bool {
        asked.withLock { $0.append(tvSeriesID) }
        return onWatchlist.contains(tvSeriesID)
    }
}
