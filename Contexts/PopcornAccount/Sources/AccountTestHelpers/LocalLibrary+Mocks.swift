import AccountDomain
import Foundation

extension LocalLibrary {
    /// The library here holding `watchlist`, each title named by its key (`movie:550`) as the mocks
    /// name what they add, and `ratings`.
    public static func mock(
        watchlist: [WatchlistKey] = [], ratings: [RatedKey: RatingMark] = [:], ratingNames: [RatedKey: String] = [:],
        watchlistAddedAt: [WatchlistKey: Date] = [:]
    ) -> LocalLibrary {
        LocalLibrary(
            watchlist: Dictionary(watchlist.map { ($0, "\($0)") }, uniquingKeysWith: { first, _ in first }),
            ratings: ratings, ratingNames: ratingNames, watchlistAddedAt: watchlistAddedAt)
    }
}
