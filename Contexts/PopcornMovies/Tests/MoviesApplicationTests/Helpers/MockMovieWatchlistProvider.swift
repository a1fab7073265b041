import Foundation
import MoviesDomain
import Synchronization

/// A watchlist that holds the movies given, and records which it was asked about.
final class MockMovieWatchlistProvider: MovieWatchlistProviding {
    private let onWatchlist: Set<Int>
    private let asked = Mutex<[Int]>([])

    init(onWatchlist: Set<Int>) {
        self.onWatchlist = onWatchlist
    }

    /// The movie ids asked about, in order.
    var calledWith: [Int] { asked.withLock { $0 } }

    func isOnWatchlist(movieID: Int) async -> Bool {
        asked.withLock { $0.append(movieID) }
        return onWatchlist.contains(movieID)
    }
}
