import DataPersistence
import Foundation
import MoviesDomain
import TVSeriesApplication
import TVSeriesDomain
import TrackingAdapters
import TrackingApplication
import TrackingComposition
import TrackingDomain
import WatchlistDomain

/// What the person's diary says of a movie or series, for their details: the Tracking context
/// answering the Movies and TV series contexts' viewing providers (a movie's watches and rating, a
/// series' progress laid over the bundle its screen fetched, a season's watched episodes). A diary
/// that cannot be read answers "never watched" rather than failing the details (its own commands
/// report why).
struct DiaryStatus: MovieViewingProviding, TVSeriesViewingProviding, WatchlistViewingProviding {
    private let viewing: any FetchViewingUseCase
    private let mapper = TrackedSeriesMapper()

    /// Over the diary in `store`, which it never creates.
    init(store: UserDataStore) {
        self.init(viewing: PopcornTrackingFactory.makeFetchViewingUseCase(store: store))
    }

    init(viewing: any FetchViewingUseCase) {
        self.viewing = viewing
    }

    func viewing(ofMovieID movieID: Int) async -> MovieViewing {
        guard let details = try? await viewing.execute(.movie(id: movieID)) else {
            return .unwatched
        }
        return MovieViewing(
            watchCount: details.watchCount, lastWatchedAt: Self.midnight(details.lastWatchedAt),
            yourRating: details.yourRating)
    }

    func seasonsForProgress(tvSeriesID: Int) async -> Set<Int> {
        (try? await viewing.seasonsForProgress(ofSeries: tvSeriesID)) ?? []
    }

    func viewing(of bundle: TVSeriesBundle) async -> TVSeriesViewing {
        let id = bundle.tvSeries.id
        guard let details = try? await viewing.execute(.series(id: id)) else {
            return .unwatched
        }
        let progress =
            details.watchCount == 0
            ? nil : try? await viewing.progress(through: mapper.map(TVSeriesEpisodeGuide(bundle)))
        return TVSeriesViewing(
            watchCount: details.watchCount, lastWatchedAt: Self.midnight(details.lastWatchedAt),
            yourRating: details.yourRating,
            progress: progress.map { progress in
                TVSeriesProgress(
                    watchedEpisodes: progress.watchedEpisodes, airedEpisodes: progress.airedEpisodes,
                    percent: progress.percent, isUpToDate: progress.isUpToDate, isCompleted: progress.isCompleted,
                    nextEpisode: progress.nextEpisode.map { next in
                        TVEpisodeAiring(
                            seasonNumber: next.seasonNumber, episodeNumber: next.episodeNumber, name: next.name,
                            airDate: Self.midnight(next.airDate))
                    })
            })
    }

    func lastWatched() async -> [WatchlistItemID: Date] {
        var days: [WatchlistItemID: Date] = [:]
        for (item, day) in (try? await viewing.lastWatchedDays()) ?? [:] {
            let kind: WatchlistKind = item.kind == .movie ? .movie : .tvSeries
            days[WatchlistItemID(kind: kind, tmdbID: item.tmdbID)] = Self.midnight(day)
        }
        return days
    }

    func episodeWatchCounts(tvSeriesID: Int, seasonNumber: Int) async -> [Int: Int] {
        (try? await viewing.episodeWatchCounts(ofSeries: tvSeriesID, seasonNumber: seasonNumber)) ?? [:]
    }

    /// Midnight UTC of a `YYYY-MM-DD` day, as the other contexts hold TMDb's dates.
    private static func midnight(_ day: String?) -> Date? {
        day.flatMap(WatchDay.init).map(\.calendarDay.midnight)
    }
}
