import CalendarApplication
import CalendarDomain
import CalendarTestHelpers
import CoreApplication
import CoreDomain
import Testing

@Suite("DefaultFetchWhatsNewUseCase")
struct DefaultFetchWhatsNewUseCaseTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 27)
    static let followed = MockFollowedTitlesProvider(
        .success(FollowedTitles(series: [1396: "Breaking Bad"], movies: [:])))

    /// Episodes on the 10th, the 21st, the 24th and the 28th (tomorrow).
    let schedule = MockEpisodeScheduleProvider([
        1396: .success(
            [10, 21, 24, 28].map { CalendarEpisode.mock(episode: $0, day: CalendarDay(year: 2026, month: 11, day: $0)) }
        )
    ])

    func whatsNew(_ memory: MockWhatsNewRepository, since: CalendarDay? = nil) async throws(FetchWhatsNewError)
        -> WhatsNewModel
    {
        try await PopcornCalendarFactory(
            followed: Self.followed, schedule: schedule, releases: MockMovieReleaseProvider(), whatsNew: memory
        )
        .makeFetchWhatsNewUseCase().execute(since: since, today: Self.today) { _, _ in }
    }

    @Test("since the day last asked, to today; today is to be remembered once shown")
    func sinceLastAsked() async throws {
        let memory = MockWhatsNewRepository(lastAsked: CalendarDay(year: 2026, month: 11, day: 21))

        let model = try await whatsNew(memory)

        #expect(model.since == "2026-11-21" && model.to == "2026-11-27" && model.remembered)
        #expect(model.items.map(\.date) == ["2026-11-21", "2026-11-24"])
        #expect(model.remembersToday && memory.recorded == [])  // Remembered once shown, not here.
    }

    @Test("asked for the first time: the last week")
    func firstTime() async throws {
        let model = try await whatsNew(MockWhatsNewRepository())

        #expect(model.since == "2026-11-20" && !model.remembered)
        #expect(model.items.map(\.date) == ["2026-11-21", "2026-11-24"])
    }

    @Test("a day given wins over the one remembered, which it leaves as it was")
    func since() async throws {
        let memory = MockWhatsNewRepository(lastAsked: CalendarDay(year: 2026, month: 11, day: 25))

        let model = try await whatsNew(memory, since: CalendarDay(year: 2026, month: 11, day: 1))

        #expect(model.items.map(\.date) == ["2026-11-10", "2026-11-21", "2026-11-24"])
        #expect(!model.remembered)
        #expect(!model.remembersToday && memory.recorded == [])
    }

    @Test("a series that could not be had: today is not remembered, so the next run asks from the same day")
    func unavailable() async throws {
        let memory = MockWhatsNewRepository(lastAsked: CalendarDay(year: 2026, month: 11, day: 21))
        let partly = MockEpisodeScheduleProvider([
            1396: .success([CalendarEpisode.mock(day: CalendarDay(year: 2026, month: 11, day: 24))]),
            1399: .failure(.unreachable("timed out")),
        ])
        let followed = MockFollowedTitlesProvider(
            .success(FollowedTitles(series: [1396: "Breaking Bad", 1399: "Game of Thrones"], movies: [:])))

        let model = try await PopcornCalendarFactory(
            followed: followed, schedule: partly, releases: MockMovieReleaseProvider(), whatsNew: memory
        )
        .makeFetchWhatsNewUseCase().execute(since: nil, today: Self.today) { _, _ in }

        #expect(model.items.map(\.date) == ["2026-11-24"])
        #expect(model.unavailable.map(\.id) == [1399])
        #expect(!model.remembersToday && memory.recorded == [])

    }

    @Test("a title gone from TMDb (not found) does not stop today being remembered")
    func goneFromTMDb() async throws {
        let memory = MockWhatsNewRepository(lastAsked: CalendarDay(year: 2026, month: 11, day: 21))
        let partly = MockEpisodeScheduleProvider([
            1396: .success([CalendarEpisode.mock(day: CalendarDay(year: 2026, month: 11, day: 24))]),
            1399: .failure(.notFound),
        ])
        let followed = MockFollowedTitlesProvider(
            .success(FollowedTitles(series: [1396: "Breaking Bad", 1399: "Game of Thrones"], movies: [:])))

        let model = try await PopcornCalendarFactory(
            followed: followed, schedule: partly, releases: MockMovieReleaseProvider(), whatsNew: memory
        )
        .makeFetchWhatsNewUseCase().execute(since: nil, today: Self.today) { _, _ in }

        #expect(model.unavailable.map(\.id) == [1399])
        #expect(model.remembersToday)
    }

    @Test("a file whose day cannot be read is the calendar's memory failing, and nothing is fetched")
    func cannotRead() async throws {
        let memory = MockWhatsNewRepository(readFailure: .storage("calendar.sqlite is damaged"))

        await #expect(throws: FetchWhatsNewError.memory(.storage("calendar.sqlite is damaged"))) {
            try await whatsNew(memory)
        }
        #expect(schedule.recorded.isEmpty)
        #expect(memory.recorded == [])
    }

    @Test("a day given is not read from the file, so a damaged file does not stop it")
    func sinceSkipsTheFile() async throws {
        let memory = MockWhatsNewRepository(readFailure: .storage("calendar.sqlite is damaged"))

        let model = try await whatsNew(memory, since: CalendarDay(year: 2026, month: 11, day: 23))

        #expect(model.items.map(\.date) == ["2026-11-24"])
    }

    @Test("a followed movie released since then is news too")
    func movies() async throws {
        let followed = MockFollowedTitlesProvider(
            .success(FollowedTitles(series: [:], movies: [693_134: "Dune: Part Two"])))
        let releases = MockMovieReleaseProvider([
            693_134: .success([
                .mock(kind: .digital, day: CalendarDay(year: 2026, month: 11, day: 25)),
                .mock(kind: .physical, day: CalendarDay(year: 2026, month: 12, day: 20)),
            ])
        ])

        let model = try await PopcornCalendarFactory(
            followed: followed, schedule: schedule, releases: releases, whatsNew: MockWhatsNewRepository()
        )
        .makeFetchWhatsNewUseCase().execute(since: nil, today: Self.today) { _, _ in }

        #expect(
            model.items == [
                .movie(
                    CalendarReleaseItemModel(
                        date: "2026-11-25", movieID: 693_134, title: "Dune: Part Two", releaseType: .digital,
                        overview: nil))
            ])
    }
}
