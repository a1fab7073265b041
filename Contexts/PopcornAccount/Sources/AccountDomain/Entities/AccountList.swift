/// The five lists of a TMDb account the sync reads, each read whole or said to be partial.
public enum AccountList: String, Sendable, Hashable, CaseIterable {
    case movieWatchlist
    case tvWatchlist
    case ratedMovies
    case ratedSeries
    case ratedEpisodes

    /// The list a watchlist title is on.
    public static func of(_ key: WatchlistKey) -> AccountList {
        key.kind == .movie ? .movieWatchlist : .tvWatchlist
    }

    /// The list a rating is on.
    public static func of(_ key: RatedKey) -> AccountList {
        switch key {
        case .movie: .ratedMovies
        case .series: .ratedSeries
        case .episode: .ratedEpisodes
        }
    }
}
