import CalendarDomain
import CoreDomain
import TrackingApplication
import WatchlistApplication

/// The titles the calendar follows, answered by the Watchlist context (its movies and series) and
/// the Tracking context (the series in progress: started, and not up to date with an ended series).
public struct FollowedTitlesProvider: FollowedTitlesProviding {
    private let watchlist: any SyncWatchlistUseCase
    private let progress: any FetchProgressUseCase

    public init(watchlist: any SyncWatchlistUseCase, progress: any FetchProgressUseCase) {
        self.watchlist = watchlist
        self.progress = progress
    }

    public func followedTitles() async throws(DataAccessError) -> FollowedTitles {
        var series: [Int: String] = [:]
        var movies: [Int: String] = [:]
        do {
            for title in try await watchlist.titles() {
                if title.kind == .movie {
                    movies[title.tmdbID] = title.title
                } else {
                    series[title.tmdbID] = title.title
                }
            }
        } catch {
            throw .storage(String(describing: error))
        }
        do {
            let overview = try await progress.execute(includingCompleted: false)
            for started in overview.series {
                series[started.tmdbID] = series[started.tmdbID] ?? started.title
            }
            // Followed still, so that the calendar names each as left out (TMDb no longer has it).
            for gone in overview.goneFromTMDb {
                series[gone.tmdbID] = series[gone.tmdbID] ?? gone.title
            }
        } catch .source(let cause, _) {
            throw cause  // A series' guide could not be had: TMDb's reason.
        } catch {
            throw .storage(String(describing: error))
        }
        return FollowedTitles(series: series, movies: movies)
    }
}
