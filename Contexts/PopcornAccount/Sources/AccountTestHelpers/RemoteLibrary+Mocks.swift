import AccountDomain

extension RemoteLibrary {
    /// The account holding `watchlist`, each title named by its key (`movie:550`) as
    /// ``MockAccountService`` names what it is sent, and `ratings`.
    public static func mock(
        watchlist: [WatchlistKey] = [], ratings: [RatedKey: RemoteRating] = [:], partialLists: Set<AccountList> = [],
        unreadableRatings: Set<RatedKey> = []
    ) -> RemoteLibrary {
        RemoteLibrary(
            watchlist: Dictionary(
                watchlist.map { ($0, AccountTitle(name: "\($0)")) }, uniquingKeysWith: { first, _ in first }),
            ratings: ratings, partialLists: partialLists, unreadableRatings: unreadableRatings)
    }
}
