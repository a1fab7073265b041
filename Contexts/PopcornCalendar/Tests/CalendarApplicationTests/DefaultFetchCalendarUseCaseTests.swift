import CalendarApplication
import CalendarDomain
import CalendarTestHelpers
import CoreApplication
import CoreDomain
import Synchronization
import Testing

@Suite("DefaultFetchCalendarUseCase")
struct DefaultFetchCalendarUseCaseTests {
    /// Breaking Bad's first weeks: S01E02 aired on the first day, S01E03 on the last.
    static let from = CalendarDay(year: 2008, month: 1, day: 27)
    static let to = CalendarDay(year: 2008, month: 2, day: 10)
    static let sunday = CalendarDay(year: 2008, month: 2, day: 3)

    static let followed = FollowedTitles(series: [1396: "Breaking Bad", 60059: "Better Call Saul"], movies: [:])

    static func item(
        _ date: String, _ seriesID: Int, _ seriesName: String, _ season: Int, _ episode: Int, name: String? = nil,
        overview: String? = nil
    ) -> CalendarItemModel {
        .episode(
            CalendarEpisodeItemModel(
                date: date, seriesID: seriesID, seriesName: seriesName, seasonNumber: season, episodeNumber: episode,
                name: name, overview: overview))
    }

    static func release(
        _ date: String, _ movieID: Int, _ title: String, _ kind: CalendarReleaseKind, overview: String? = nil
    ) -> CalendarItemModel {
        .movie(
            CalendarReleaseItemModel(date: date, movieID: movieID, title: title, releaseType: kind, overview: overview))
    }

    func calendar(
        _ followed: MockFollowedTitlesProvider, _ schedule: MockEpisodeScheduleProvider,
        releases: MockMovieReleaseProvider = MockMovieReleaseProvider(), span: CalendarSpan
    ) async throws -> CalendarModel {
        try await PopcornCalendarFactory(
            followed: followed, schedule: schedule, releases: releases, whatsNew: MockWhatsNewRepository()
        )
        .makeFetchCalendarUseCase()
        .execute(span, progress: { _, _ in })
    }

    @Test("only the episodes airing in the span are listed, both of its ends included")
    func keepsToTheSpan() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .success([
                .mock(episode: 1, name: "Pilot", day: CalendarDay(year: 2008, month: 1, day: 20)),
                .mock(episode: 2, name: "Cat's in the Bag...", overview: "Walt and Jesse clean up.", day: Self.from),
                .mock(episode: 3, name: "...And the Bag's in the River", day: Self.to),
                .mock(episode: 4, name: "Cancer Man", day: CalendarDay(year: 2008, month: 2, day: 17)),
            ])
        ])

        let model = try await calendar(
            MockFollowedTitlesProvider(.success(FollowedTitles(series: [1396: "Breaking Bad"], movies: [:]))),
            schedule, span: span)

        #expect(
            model
                == CalendarModel(
                    from: "2008-01-27", to: "2008-02-10",
                    items: [
                        Self.item(
                            "2008-01-27", 1396, "Breaking Bad", 1, 2, name: "Cat's in the Bag...",
                            overview: "Walt and Jesse clean up."),
                        Self.item("2008-02-10", 1396, "Breaking Bad", 1, 3, name: "...And the Bag's in the River"),
                    ], followed: 1))
    }

    @Test("the items are in date order, then by series name, then by season and episode")
    func order() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .success([
                .mock(season: 2, episode: 1, name: nil, day: Self.from),
                .mock(season: 1, episode: 3, name: nil, day: Self.sunday),
                .mock(season: 1, episode: 10, name: nil, day: Self.from),
                .mock(season: 1, episode: 2, name: nil, day: Self.from),
            ]),
            2316: .success([.mock(seriesID: 2316, seriesName: "The Office", name: nil, day: Self.from)]),
            2996: .success([.mock(seriesID: 2996, seriesName: "The Office", name: nil, day: Self.from)]),
            60059: .success([
                .mock(seriesID: 60059, seriesName: "Better Call Saul", episode: 1, name: nil, day: Self.sunday),
                .mock(seriesID: 60059, seriesName: "Better Call Saul", episode: 2, name: nil, day: Self.from),
            ]),
        ])
        let followed = FollowedTitles(
            series: [1396: "Breaking Bad", 2316: "The Office", 2996: "The Office", 60059: "Better Call Saul"],
            movies: [:])

        let model = try await calendar(MockFollowedTitlesProvider(.success(followed)), schedule, span: span)

        #expect(
            model.items == [
                Self.item("2008-01-27", 60059, "Better Call Saul", 1, 2),
                Self.item("2008-01-27", 1396, "Breaking Bad", 1, 2),
                Self.item("2008-01-27", 1396, "Breaking Bad", 1, 10),
                Self.item("2008-01-27", 1396, "Breaking Bad", 2, 1),
                Self.item("2008-01-27", 2316, "The Office", 1, 1),
                Self.item("2008-01-27", 2996, "The Office", 1, 1),
                Self.item("2008-02-03", 60059, "Better Call Saul", 1, 1),
                Self.item("2008-02-03", 1396, "Breaking Bad", 1, 3),
            ])
    }

    @Test("the model's from and to are the span's ends as YYYY-MM-DD")
    func ends() async throws {
        let schedule = MockEpisodeScheduleProvider([1396: .success([])])
        let followed = MockFollowedTitlesProvider(.success(FollowedTitles(series: [1396: "Breaking Bad"], movies: [:])))

        let coming = try #require(
            CalendarSpan(around: CalendarDay(year: 2026, month: 11, day: 27), past: 7, ahead: 14))
        let old = try #require(
            CalendarSpan(
                from: CalendarDay(year: 999, month: 12, day: 31), to: CalendarDay(year: 1000, month: 1, day: 1)))

        #expect(
            try await calendar(followed, schedule, span: coming)
                == CalendarModel(from: "2026-11-20", to: "2026-12-11", items: [], followed: 1))
        #expect(
            try await calendar(followed, schedule, span: old)
                == CalendarModel(from: "0999-12-31", to: "1000-01-01", items: [], followed: 1))
    }

    @Test("a series whose schedule cannot be had is named as unavailable while the others are listed")
    func unavailable() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .success([.mock(episode: 2, name: "Cat's in the Bag...", day: Self.from)]),
            60059: .failure(.unreachable("offline")),
        ])

        let model = try await calendar(MockFollowedTitlesProvider(.success(Self.followed)), schedule, span: span)

        #expect(
            model
                == CalendarModel(
                    from: "2008-01-27", to: "2008-02-10",
                    items: [Self.item("2008-01-27", 1396, "Breaking Bad", 1, 2, name: "Cat's in the Bag...")],
                    unavailable: [
                        UnavailableTitleModel(
                            kind: .tv, id: 60059, name: "Better Call Saul", cause: .unreachable("offline"))
                    ], followed: 2))
    }

    @Test("a failure beside a series with nothing airing is an empty calendar naming it, not an error")
    func failureBesideNothing() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .success([.mock(episode: 1, day: CalendarDay(year: 2008, month: 1, day: 20))]),
            60059: .failure(.unreachable("offline")),
        ])

        let model = try await calendar(MockFollowedTitlesProvider(.success(Self.followed)), schedule, span: span)

        #expect(
            model
                == CalendarModel(
                    from: "2008-01-27", to: "2008-02-10", items: [],
                    unavailable: [
                        UnavailableTitleModel(
                            kind: .tv, id: 60059, name: "Better Call Saul", cause: .unreachable("offline"))
                    ], followed: 2))
    }

    @Test("when no followed series can be had, the first one's failure is thrown")
    func everySeriesFails() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .failure(.unreachable("timed out")),
            60059: .failure(.unreachable("offline")),
        ])

        await #expect(throws: FetchError.unknown(.unreachable("timed out"))) {
            try await calendar(MockFollowedTitlesProvider(.success(Self.followed)), schedule, span: span)
        }
    }

    @Test("nothing followed is an empty calendar, not a failure")
    func nothingFollowed() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))

        let model = try await calendar(
            MockFollowedTitlesProvider(.success(.none)), MockEpisodeScheduleProvider([:]), span: span)

        #expect(model == CalendarModel(from: "2008-01-27", to: "2008-02-10", items: [], unavailable: []))
    }

    @Test("followed titles that cannot be read are the failure, and no schedule is asked for")
    func followedFails() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([1396: .success([])])

        await #expect(throws: FetchError.unknown(.storage("damaged"))) {
            try await calendar(MockFollowedTitlesProvider(.failure(.storage("damaged"))), schedule, span: span)
        }
        #expect(schedule.recorded.isEmpty)
    }

    @Test("the schedule is asked once, for the followed series and the span")
    func asksOnce() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let followed = MockFollowedTitlesProvider(
            .success(
                FollowedTitles(
                    series: [1396: "Breaking Bad", 60059: "Better Call Saul"], movies: [603: "The Matrix"])))
        let schedule = MockEpisodeScheduleProvider([1396: .success([]), 60059: .success([])])
        let releases = MockMovieReleaseProvider([603: .success([])])

        _ = try await calendar(followed, schedule, releases: releases, span: span)

        #expect(followed.callCount == 1)
        #expect(schedule.recorded.map { $0.series } == [[1396: "Breaking Bad", 60059: "Better Call Saul"]])
        #expect(schedule.recorded.map { $0.span } == [span])
        #expect(releases.recorded.map { $0.movies } == [[603: "The Matrix"]])
        #expect(releases.recorded.map { $0.span } == [span])
    }

    @Test("a followed movie's releases in the span are listed on their days, after the day's episodes")
    func movies() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([
            1396: .success([.mock(episode: 2, name: "Cat's in the Bag...", day: Self.from)])
        ])
        let releases = MockMovieReleaseProvider([
            693_134: .success([
                .mock(kind: .digital, overview: "Paul unites with the Fremen.", day: Self.from),
                .mock(kind: .theatrical, day: Self.from),
                .mock(kind: .physical, day: CalendarDay(year: 2008, month: 3, day: 1)),
            ]),
            603: .success([.mock(movieID: 603, title: "The Matrix", kind: .physical, day: Self.sunday)]),
        ])
        let followed = FollowedTitles(
            series: [1396: "Breaking Bad"], movies: [693_134: "Dune: Part Two", 603: "The Matrix"])

        let model = try await calendar(
            MockFollowedTitlesProvider(.success(followed)), schedule, releases: releases, span: span)

        #expect(
            model.items == [
                Self.item("2008-01-27", 1396, "Breaking Bad", 1, 2, name: "Cat's in the Bag..."),
                Self.release("2008-01-27", 693_134, "Dune: Part Two", .theatrical),
                Self.release(
                    "2008-01-27", 693_134, "Dune: Part Two", .digital, overview: "Paul unites with the Fremen."),
                Self.release("2008-02-03", 603, "The Matrix", .physical),
            ])
        #expect(model.unavailable.isEmpty)
    }

    @Test("a movie whose releases cannot be had is named as unavailable, after the series")
    func unavailableMovie() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([60059: .failure(.unreachable("offline")), 1396: .success([])])
        let releases = MockMovieReleaseProvider([603: .failure(.unreachable("offline"))])
        let followed = FollowedTitles(series: Self.followed.series, movies: [603: "The Matrix"])

        let model = try await calendar(
            MockFollowedTitlesProvider(.success(followed)), schedule, releases: releases, span: span)

        #expect(
            model.unavailable == [
                UnavailableTitleModel(kind: .tv, id: 60059, name: "Better Call Saul", cause: .unreachable("offline")),
                UnavailableTitleModel(kind: .movie, id: 603, name: "The Matrix", cause: .unreachable("offline")),
            ])
    }

    @Test("when every followed series and movie fails, the failure is thrown; one movie had is a calendar")
    func everyTitleFails() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let schedule = MockEpisodeScheduleProvider([1396: .failure(.unreachable("timed out"))])
        let followed = MockFollowedTitlesProvider(
            .success(FollowedTitles(series: [1396: "Breaking Bad"], movies: [603: "The Matrix"])))

        await #expect(throws: FetchError.unknown(.unreachable("timed out"))) {
            try await calendar(
                followed, schedule, releases: MockMovieReleaseProvider([603: .failure(.unreachable("offline"))]),
                span: span)
        }
        let model = try await calendar(
            followed, schedule, releases: MockMovieReleaseProvider([603: .success([])]), span: span)
        #expect(model.items.isEmpty && model.unavailable.map(\.id) == [1396])
    }

    @Test("progress counts the series and the movies done, out of all followed")
    func progress() async throws {
        let span = try #require(CalendarSpan(from: Self.from, to: Self.to))
        let followed = MockFollowedTitlesProvider(
            .success(FollowedTitles(series: [1396: "Breaking Bad"], movies: [603: "The Matrix", 604: "Reloaded"])))
        let reports = Mutex<[Int]>([])

        _ = try await PopcornCalendarFactory(
            followed: followed, schedule: MockEpisodeScheduleProvider([1396: .success([])]),
            releases: MockMovieReleaseProvider([603: .success([]), 604: .success([])]),
            whatsNew: MockWhatsNewRepository()
        )
        .makeFetchCalendarUseCase()
        .execute(span) { done, total in
            #expect(total == 3)
            reports.withLock { $0.append(done) }
        }

        #expect(reports.withLock { $0.max() } == 3)
        #expect(reports.withLock { $0.count } == 3)
    }
}
