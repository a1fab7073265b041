import Foundation

/// What the watchlist and ratings were, on both sides alike, when an account was last synced: the
/// common ancestor that tells, for each title, which side changed it since. Empty before the first sync.
///
/// Each title also keeps when both sides last agreed on it (at a sync, or when a change made here
/// was sent at once), so that a change made here after that (a rating given again with the same
/// value, a title taken off and put back) still counts as a change made here.
public struct SyncBase: Equatable, Sendable {
    public let accountID: Int
    public let watchlist: Set<WatchlistKey>
    /// Each rating's halves, 1 to 20.
    public let ratings: [RatedKey: Int]
    /// When the last sync ended; `nil` before the first.
    public let lastSyncAt: Date?
    /// When both sides last agreed on each title of the watchlist (on it or not); the last sync's
    /// time for a title not named.
    public let watchlistAgreedAt: [WatchlistKey: Date]
    /// When both sides last agreed on each rating (given or not); the last sync's time for one not named.
    public let ratingsAgreedAt: [RatedKey: Date]

    public init(
        accountID: Int, watchlist: Set<WatchlistKey>, ratings: [RatedKey: Int], lastSyncAt: Date?,
        watchlistAgreedAt: [WatchlistKey: Date] = [:], ratingsAgreedAt: [RatedKey: Date] = [:]
    ) {
        self.accountID = accountID
        self.watchlist = watchlist
        self.ratings = ratings
        self.lastSyncAt = lastSyncAt
        self.watchlistAgreedAt = watchlistAgreedAt
        self.ratingsAgreedAt = ratingsAgreedAt
    }

    /// The base of an account never synced here.
    public static func empty(accountID: Int) -> SyncBase {
        SyncBase(accountID: accountID, watchlist: [], ratings: [:], lastSyncAt: nil)
    }

    /// When both sides last agreed on a watchlist title; `nil` before the first sync.
    public func agreedAt(_ key: WatchlistKey) -> Date? {
        watchlistAgreedAt[key] ?? lastSyncAt
    }

    /// When both sides last agreed on a rating; `nil` before the first sync.
    public func agreedAt(_ key: RatedKey) -> Date? {
        ratingsAgreedAt[key] ?? lastSyncAt
    }

    /// The base once `plan`, planned over the base `read`, is carried out at `date`, applied to this
    /// base as it is now: what both sides agree on, except the titles of the changes that were not
    /// `made` (a request that failed, a title that could not be named), which keep their base, so that
    /// the next sync finds them changed again, and the titles whose base changed since `read` (a
    /// change sent at once by another command meanwhile), which keep theirs.
    public func settled(by plan: SyncPlan, made: Set<SyncChange>, at date: Date, over read: SyncBase? = nil)
        -> SyncBase
    {
        let read = read ?? self
        var watchlist = plan.watchlist
        var ratings = plan.ratings
        var watchlistAgreedAt: [WatchlistKey: Date] = [:]
        var ratingsAgreedAt: [RatedKey: Date] = [:]
        var keepWatchlist = Set<WatchlistKey>()
        var keepRatings = Set<RatedKey>()
        for change in plan.toHere + plan.toTMDb where !made.contains(change) {
            switch change {
            case .watchlist(let key, _): keepWatchlist.insert(key)
            case .rating(let key, _): keepRatings.insert(key)
            }
        }
        for key in self.watchlist.union(read.watchlist).union(self.watchlistAgreedAt.keys).union(
            read.watchlistAgreedAt.keys)
        where self.watchlist.contains(key) != read.watchlist.contains(key) || self.agreedAt(key) != read.agreedAt(key) {
            keepWatchlist.insert(key)
        }
        for key in Set(self.ratings.keys).union(read.ratings.keys).union(self.ratingsAgreedAt.keys)
            .union(read.ratingsAgreedAt.keys)
        where self.ratings[key] != read.ratings[key] || self.agreedAt(key) != read.agreedAt(key) {
            keepRatings.insert(key)
        }
        for key in keepWatchlist {
            if self.watchlist.contains(key) {
                watchlist.insert(key)
            } else {
                watchlist.remove(key)
            }
            watchlistAgreedAt[key] = self.agreedAt(key)
        }
        for key in keepRatings {
            ratings[key] = self.ratings[key]
            ratingsAgreedAt[key] = self.agreedAt(key)
        }
        return SyncBase(
            accountID: accountID, watchlist: watchlist, ratings: ratings, lastSyncAt: date,
            watchlistAgreedAt: watchlistAgreedAt.compactMapValues { $0 },
            ratingsAgreedAt: ratingsAgreedAt.compactMapValues { $0 })
    }

    /// The base once TMDb has the changes `sent` from here at `date`, outside a sync: those titles are
    /// agreed on from `date` (when given); the last sync's time stays.
    public func including(_ sent: [SyncChange], at date: Date? = nil) -> SyncBase {
        var watchlist = self.watchlist
        var ratings = self.ratings
        var watchlistAgreedAt = self.watchlistAgreedAt
        var ratingsAgreedAt = self.ratingsAgreedAt
        for change in sent {
            switch change {
            case .watchlist(let key, let onWatchlist):
                if onWatchlist {
                    watchlist.insert(key)
                } else {
                    watchlist.remove(key)
                }
                watchlistAgreedAt[key] = date ?? watchlistAgreedAt[key]
            case .rating(let key, let halves):
                ratings[key] = halves
                ratingsAgreedAt[key] = date ?? ratingsAgreedAt[key]
            }
        }
        return SyncBase(
            accountID: accountID, watchlist: watchlist, ratings: ratings, lastSyncAt: lastSyncAt,
            watchlistAgreedAt: watchlistAgreedAt, ratingsAgreedAt: ratingsAgreedAt)
    }
}
