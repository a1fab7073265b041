import AccountDomain
import Foundation

extension SyncBase {
    /// The base of Ana's account (548) (or the account given): empty, and never synced, unless told.
    public static func mock(
        accountID: Int = 548, watchlist: Set<WatchlistKey> = [], ratings: [RatedKey: Int] = [:],
        lastSyncAt: Date? = nil, watchlistAgreedAt: [WatchlistKey: Date] = [:], ratingsAgreedAt: [RatedKey: Date] = [:]
    ) -> SyncBase {
        SyncBase(
            accountID: accountID, watchlist: watchlist, ratings: ratings, lastSyncAt: lastSyncAt,
            watchlistAgreedAt: watchlistAgreedAt, ratingsAgreedAt: ratingsAgreedAt)
    }
}
