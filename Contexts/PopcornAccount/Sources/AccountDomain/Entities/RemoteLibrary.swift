/// The TMDb account's watchlist and ratings, every page of them, with what the lists say of each title.
public struct RemoteLibrary: Equatable, Sendable {
    public let watchlist: [WatchlistKey: AccountTitle]
    public let ratings: [RatedKey: RemoteRating]

    public init(watchlist: [WatchlistKey: AccountTitle], ratings: [RatedKey: RemoteRating]) {
        self.watchlist = watchlist
        self.ratings = ratings
    }

    /// An account with nothing on its watchlist and nothing rated.
    public static let empty = RemoteLibrary(watchlist: [:], ratings: [:])
}
