import AccountDomain
import CoreDomain
import Foundation
import Synchronization

/// The watchlist and ratings here, for tests: kept in memory, changed by ``apply(_:from:at:)`` as the
/// real files would be, every applied batch recorded. Ratings in `unnameable` are not applied.
public final class MockLocalLibrary: LocalLibraryProviding {
    private struct State {
        var library: LocalLibrary
        var applied: [[SyncChange]] = []
        var unnameable: Set<RatedKey> = []
        var error: DataAccessError?
    }

    private let state: Mutex<State>

    public init(_ library: LocalLibrary = .empty, unnameable: Set<RatedKey> = []) {
        state = Mutex(State(library: library, unnameable: unnameable))
    }

    /// Makes both calls fail.
    public func stub(error: DataAccessError) {
        state.withLock { $0.error = error }
    }

    /// Changes the library as a command here would.
    public func change(_ update: (inout LocalLibrary) -> Void) {
        state.withLock { update(&$0.library) }
    }

    /// The library now.
    public var current: LocalLibrary { state.withLock { $0.library } }
    /// Each batch of changes applied, in order.
    public var applied: [[SyncChange]] { state.withLock { $0.applied } }

    public func library() async throws(DataAccessError) -> LocalLibrary {
        let (library, error) = state.withLock { ($0.library, $0.error) }
        if let error {
            throw error
        }
        return library
    }

    public func apply(_ changes: [SyncChange], from remote: RemoteLibrary, at date: Date) async throws(DataAccessError)
        -> [SyncChange]
    {
        let result = state.withLock { state -> Result<[SyncChange], DataAccessError> in
            if let error = state.error {
                return .failure(error)
            }
            var watchlist = state.library.watchlist
            var ratings = state.library.ratings
            var made: [SyncChange] = []
            for change in changes {
                switch change {
                case .watchlist(let key, let onWatchlist):
                    watchlist[key] = onWatchlist ? (remote.watchlist[key]?.name ?? "\(key)") : nil
                case .rating(let key, let halves):
                    guard !state.unnameable.contains(key) else {
                        continue
                    }
                    ratings[key] = RatingMark(halves: halves, changedAt: remote.ratings[key]?.ratedAt ?? date)
                }
                made.append(change)
            }
            state.library = LocalLibrary(watchlist: watchlist, ratings: ratings, ratingNames: state.library.ratingNames)
            state.applied.append(made)
            return .success(made)
        }
        return try result.get()
    }
}
