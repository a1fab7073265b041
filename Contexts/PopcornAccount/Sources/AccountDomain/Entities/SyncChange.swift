/// One change the sync makes on one side: a title put on or taken off the watchlist, a rating given
/// (halves 1 to 20) or taken back (`nil`).
public enum SyncChange: Hashable, Sendable, Comparable {
    case watchlist(WatchlistKey, onWatchlist: Bool)
    case rating(RatedKey, halves: Int?)

    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.watchlist(let left, _), .watchlist(let right, _)): left < right
        case (.rating(let left, _), .rating(let right, _)): left < right
        case (.watchlist, .rating): true
        case (.rating, .watchlist): false
        }
    }
}
