/// The TMDb account's watchlist and ratings, every page of them, with what the lists say of each title.
///
/// A list read only in part (longer than TMDb lets popcorn page through, items that could not be
/// read, fewer items than it said it had) is named in `partialLists`: a title missing from it is
/// not known to be gone, so the sync never reads its absence as a removal there. A rating whose
/// value could not be read is in `unreadableRatings`, and the sync leaves its title as it is.
public struct RemoteLibrary: Equatable, Sendable {
    public let watchlist: [WatchlistKey: AccountTitle]
    public let ratings: [RatedKey: RemoteRating]
    public let partialLists: Set<AccountList>
    public let unreadableRatings: Set<RatedKey>

    public init(
        watchlist: [WatchlistKey: AccountTitle], ratings: [RatedKey: RemoteRating], partialLists: Set<AccountList> = [],
        unreadableRatings: Set<RatedKey> = []
    ) {
        self.watchlist = watchlist
        self.ratings = ratings
        self.partialLists = partialLists
        self.unreadableRatings = unreadableRatings
    }

    /// An account with nothing on its watchlist and nothing rated.
    public static let empty = RemoteLibrary(watchlist: [:], ratings: [:])
}
