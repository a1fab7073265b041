import Foundation
import MoviesDomain
import Synchronization

/// A watchlist that holds the movies given, and records which it was asked about.
public final class MockMovieWatchlistProvider: MovieWatchlistProviding {
    private let onWatchlist: Set<Int>
    private let asked = Mutex<[Int]>([])

    /// A watchlist holding exactly the ids in `onWatchlist`.
    public init(onWatchlist: Set<Int>) {
        self.onWatchlist = onWatchlist
    }

    /// The movie ids asked about, in order.
    public var calledWith: [Int] { asked.withLock { $0 } }

    public func isOnWatchlist(movieID: Int) async -> Bool {
        asked.withLock { $0.append(movieID) }
        return onWatchlist.contains(movieID)
    }
}
