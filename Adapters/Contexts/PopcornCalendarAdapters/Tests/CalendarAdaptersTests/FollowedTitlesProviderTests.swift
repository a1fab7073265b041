import CalendarAdapters
import CalendarDomain
import CoreDomain
import Testing
import TrackingApplication
import WatchlistApplication
import WatchlistTestHelpers

/// The followed titles over fakes of the Watchlist and Tracking contexts' use cases. Their kinds
/// (`.movie`, `.tvSeries`, `.series(id:)`) are written as implicit members: an adapter may not
/// import another context's Domain (Scripts/check-imports.sh).
@Suite("FollowedTitlesProvider")
struct FollowedTitlesProviderTests {
    /// A series the person started, as `popcorn progress` lists it.
    static func started(_ tmdbID: Int, _ title: String) -> SeriesProgressDetails {
        SeriesProgressDetails(
            tmdbID: tmdbID, title: title, watchedEpisodes: 3, airedEpisodes: 10, percent: 30, isUpToDate: false,
            isCompleted: false, nextEpisode: nil, nextToAir: nil, lastWatchedAt: "2026-11-20")
    }

    static func inProgress(_ series: [SeriesProgressDetails]) -> Result<ProgressOverview, TrackingError> {
        .success(ProgressOverview(series: series, completedLeftOut: 0))
    }

    @Test("the watchlist's movies and series and the series in progress are followed, with their names")
    func followed() async throws {
        let watchlist = MockSyncWatchlistUseCase(titles: [
            WatchlistSyncTitle(kind: .movie, tmdbID: 550, title: "Fight Club"),
            WatchlistSyncTitle(kind: .tvSeries, tmdbID: 1399, title: "Game of Thrones"),
            WatchlistSyncTitle(kind: .movie, tmdbID: 603, title: "The Matrix"),
        ])
        let progress = MockFetchProgressUseCase(
            Self.inProgress([Self.started(60059, "Better Call Saul"), Self.started(1396, "Breaking Bad")]))

        let followed = try await FollowedTitlesProvider(watchlist: watchlist, progress: progress).followedTitles()

        #expect(
            followed
                == FollowedTitles(
                    series: [1399: "Game of Thrones", 60059: "Better Call Saul", 1396: "Breaking Bad"],
                    movies: [550: "Fight Club", 603: "The Matrix"]))
    }

    @Test("a started series TMDb no longer has is followed still, so that the calendar names it as left out")
    func goneFromTMDb() async throws {
        let progress = MockFetchProgressUseCase(
            .success(
                ProgressOverview(
                    series: [Self.started(1396, "Breaking Bad")], completedLeftOut: 0,
                    goneFromTMDb: [ProgressOverview.GoneSeries(tmdbID: 999, title: "Gone Show")])))

        let followed = try await FollowedTitlesProvider(watchlist: MockSyncWatchlistUseCase(), progress: progress)
            .followedTitles()

        #expect(followed == FollowedTitles(series: [1396: "Breaking Bad", 999: "Gone Show"], movies: [:]))
    }

    @Test("only the series in progress are asked for, not the completed ones")
    func notCompleted() async throws {
        let progress = MockFetchProgressUseCase(Self.inProgress([Self.started(1396, "Breaking Bad")]))

        _ = try await FollowedTitlesProvider(watchlist: MockSyncWatchlistUseCase(), progress: progress)
            .followedTitles()

        #expect(progress.calledWith == [false])
    }

    @Test("a series both on the watchlist and in progress is followed once, with the watchlist's name")
    func watchlistNameKept() async throws {
        let watchlist = MockSyncWatchlistUseCase(titles: [
            WatchlistSyncTitle(kind: .tvSeries, tmdbID: 1396, title: "Breaking Bad - Reine Chemie")
        ])
        let progress = MockFetchProgressUseCase(Self.inProgress([Self.started(1396, "Breaking Bad")]))

        let followed = try await FollowedTitlesProvider(watchlist: watchlist, progress: progress).followedTitles()

        #expect(followed == FollowedTitles(series: [1396: "Breaking Bad - Reine Chemie"], movies: [:]))
    }

    @Test("an empty watchlist and nothing in progress is nothing followed")
    func nothing() async throws {
        let followed = try await FollowedTitlesProvider(
            watchlist: MockSyncWatchlistUseCase(), progress: MockFetchProgressUseCase()
        ).followedTitles()

        #expect(followed == FollowedTitles.none)
    }

    @Test("a watchlist that cannot be read is a storage failure saying why, and progress is not asked for")
    func watchlistUnavailable() async {
        let progress = MockFetchProgressUseCase(Self.inProgress([Self.started(1396, "Breaking Bad")]))
        let provider = FollowedTitlesProvider(
            watchlist: MockSyncWatchlistUseCase(error: .unavailable("watchlist.sqlite is locked")), progress: progress)

        await #expect(throws: DataAccessError.storage("watchlist.sqlite is locked")) {
            try await provider.followedTitles()
        }
        #expect(progress.calledWith == [])
    }

    @Test("progress that cannot be had from TMDb fails with TMDb's reason")
    func progressSourceFailure() async {
        let progress = MockFetchProgressUseCase(
            .failure(.source(.unreachable("api.themoviedb.org could not be reached"), about: .series(id: 1396))))
        let provider = FollowedTitlesProvider(watchlist: MockSyncWatchlistUseCase(), progress: progress)

        await #expect(throws: DataAccessError.unreachable("api.themoviedb.org could not be reached")) {
            try await provider.followedTitles()
        }
    }

    @Test("a diary that cannot be read is a storage failure saying why")
    func diaryUnavailable() async {
        let progress = MockFetchProgressUseCase(.failure(.unavailable("diary.sqlite is locked")))
        let provider = FollowedTitlesProvider(watchlist: MockSyncWatchlistUseCase(), progress: progress)

        await #expect(throws: DataAccessError.storage("diary.sqlite is locked")) {
            try await provider.followedTitles()
        }
    }
}
