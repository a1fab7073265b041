import Foundation

/// What the watchlist and ratings were, on both sides alike, when an account was last synced: the
/// common ancestor that tells, for each title, which side changed it since. Empty before the first sync.
public struct SyncBase: Equatable, Sendable {
    public let accountID: Int
    public let watchlist: Set<WatchlistKey>
    /// Each rating's halves, 1 to 20.
    public let ratings: [RatedKey: Int]
    /// When the last sync ended; `nil` before the first.
    public let lastSyncAt: Date?

    public init(accountID: Int, watchlist: Set<WatchlistKey>, ratings: [RatedKey: Int], lastSyncAt: Date?) {
        self.accountID = accountID
        self.watchlist = watchlist
        self.ratings = ratings
        self.lastSyncAt = lastSyncAt
    }

    /// The base of an account never synced here.
    public static func empty(accountID: Int) -> SyncBase {
        SyncBase(accountID: accountID, watchlist: [], ratings: [:], lastSyncAt: nil)
    }

    /// The base once `plan` is carried out at `date`: what both sides agree on, except the titles of
    /// the changes that were not `made` (a request that failed, a title that could not be named),
    /// which keep their old base, so that the next sync finds them changed again.
    public func settled(by plan: SyncPlan, made: Set<SyncChange>, at date: Date) -> SyncBase {
        var watchlist = plan.watchlist
        var ratings = plan.ratings
        for change in plan.toHere + plan.toTMDb where !made.contains(change) {
            switch change {
            case .watchlist(let key, _):
                if self.watchlist.contains(key) {
                    watchlist.insert(key)
                } else {
                    watchlist.remove(key)
                }
            case .rating(let key, _):
                ratings[key] = self.ratings[key]
            }
        }
        return SyncBase(accountID: accountID, watchlist: watchlist, ratings: ratings, lastSyncAt: date)
    }

    /// The base once TMDb has the changes `sent` from here, outside a sync: the last sync's time stays.
    public func including(_ sent: [SyncChange]) -> SyncBase {
        var watchlist = self.watchlist
        var ratings = self.ratings
        for change in sent {
            switch change {
            case .watchlist(let key, true): watchlist.insert(key)
            case .watchlist(let key, false): watchlist.remove(key)
            case .rating(let key, let halves): ratings[key] = halves
            }
        }
        return SyncBase(accountID: accountID, watchlist: watchlist, ratings: ratings, lastSyncAt: lastSyncAt)
    }
}
