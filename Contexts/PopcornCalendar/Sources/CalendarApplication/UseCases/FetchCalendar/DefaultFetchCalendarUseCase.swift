import CalendarDomain
import CoreApplication
import CoreDomain
import Synchronization

/// The followed titles (one read of the watchlist and of the diary's progress), then the schedule of
/// every followed series and the releases of every followed movie at once, kept to the span and
/// sorted.
struct DefaultFetchCalendarUseCase: FetchCalendarUseCase {
    let followed: any FollowedTitlesProviding
    let schedule: any EpisodeScheduleProviding
    let releases: any MovieReleaseProviding

    func execute(_ span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void) async throws(FetchError)
        -> CalendarModel
    {
        let titles: FollowedTitles
        do {
            titles = try await followed.followedTitles()
        } catch {
            throw FetchError(error)
        }
        let total = titles.series.count + titles.movies.count
        let done = Tally()
        async let episodeAnswers = schedule.episodes(ofSeries: titles.series, in: span) { series, _ in
            progress(done.counting(series: series), total)
        }
        async let releaseAnswers = releases.releases(ofMovies: titles.movies, in: span) { movies in
            progress(done.counting(movies: movies), total)
        }
        var items: [(key: SortKey, item: CalendarItemModel)] = []
        var unavailable: [UnavailableTitleModel] = []
        for (id, answer) in await episodeAnswers.sorted(by: { $0.key < $1.key }) {
            switch answer {
            case .success(let found):
                items += found.filter { span.contains($0.airDay) }.map { (SortKey($0), Self.item($0)) }
            case .failure(let cause):
                unavailable.append(
                    UnavailableTitleModel(kind: .tv, id: id, name: titles.series[id] ?? "", cause: cause))
            }
        }
        for (id, answer) in await releaseAnswers.sorted(by: { $0.key < $1.key }) {
            switch answer {
            case .success(let found):
                items += found.filter { span.contains($0.day) }.map { (SortKey($0), Self.item($0)) }
            case .failure(let cause):
                unavailable.append(
                    UnavailableTitleModel(kind: .movie, id: id, name: titles.movies[id] ?? "", cause: cause))
            }
        }
        if items.isEmpty, unavailable.count == total, let first = unavailable.first {
            throw FetchError(first.cause)  // Nothing could be had at all: the failure, not an empty calendar.
        }
        return CalendarModel(
            from: span.from.text, to: span.to.text, items: items.sorted { $0.key < $1.key }.map(\.item),
            unavailable: unavailable, followed: total)
    }

    private static func item(_ episode: CalendarEpisode) -> CalendarItemModel {
        .episode(
            CalendarEpisodeItemModel(
                date: episode.airDay.text, seriesID: episode.seriesID, seriesName: episode.seriesName,
                seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber, name: episode.name,
                overview: episode.overview))
    }

    private static func item(_ release: CalendarRelease) -> CalendarItemModel {
        .movie(
            CalendarReleaseItemModel(
                date: release.day.text, movieID: release.movieID, title: release.title,
                releaseType: release.kind, overview: release.overview))
    }

    /// The series and movies done so far, told by the two providers at once.
    private final class Tally: Sendable {
        private let counts = Mutex((series: 0, movies: 0))

        /// The titles done, now that `series` series are.
        func counting(series: Int) -> Int {
            counts.withLock {
                $0.series = series
                return $0.series + $0.movies
            }
        }

        /// The titles done, now that `movies` movies are.
        func counting(movies: Int) -> Int {
            counts.withLock {
                $0.movies = movies
                return $0.series + $0.movies
            }
        }
    }

    /// A row's place: by day, then episodes before movies, then by series name and id, season and
    /// episode, or by title, id and kind of release.
    private struct SortKey: Comparable {
        let day: CalendarDay
        let isMovie: Bool
        let name: String
        let id: Int
        let first: Int
        let second: Int

        init(_ episode: CalendarEpisode) {
            day = episode.airDay
            isMovie = false
            name = episode.seriesName
            id = episode.seriesID
            first = episode.seasonNumber
            second = episode.episodeNumber
        }

        init(_ release: CalendarRelease) {
            day = release.day
            isMovie = true
            name = release.title
            id = release.movieID
            first = CalendarReleaseKind.allCases.firstIndex(of: release.kind) ?? 0
            second = 0
        }

        static func < (lhs: Self, rhs: Self) -> Bool {
            if lhs.day != rhs.day {
                return lhs.day < rhs.day
            }
            return (lhs.isMovie ? 1 : 0, lhs.name, lhs.id, lhs.first, lhs.second)
                < (rhs.isMovie ? 1 : 0, rhs.name, rhs.id, rhs.first, rhs.second)
        }
    }
}
