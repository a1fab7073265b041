import DataPersistence
import MoviesDomain
import TVSeriesDomain
import WatchlistApplication
import WatchlistComposition
import WatchlistDomain

/// Whether a movie or series is on the reader's watchlist, for their details: the Watchlist
/// context answering the Movies and TV series contexts' providers. A watchlist that cannot be read
/// says no rather than failing the details (its own commands report why).
struct WatchlistStatus: MovieWatchlistProviding, TVSeriesWatchlistProviding {
    private let check: any CheckWatchlistUseCase

    init(store: UserDataStore) {
        check = PopcornWatchlistFactory.makeCheckWatchlistUseCase(store: store)
    }

    func isOnWatchlist(movieID: Int) async -> Bool {
        (try? await check.execute(WatchlistItemID(kind: .movie, tmdbID: movieID))) ?? false
    }

    func isOnWatchlist(tvSeriesID: Int) async -> Bool {
        (try? await check.execute(WatchlistItemID(kind: .tvSeries, tmdbID: tvSeriesID))) ?? false
    }
}
