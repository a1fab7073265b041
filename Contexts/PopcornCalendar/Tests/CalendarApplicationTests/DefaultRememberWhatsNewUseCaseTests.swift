import CalendarApplication
import CalendarDomain
import CalendarTestHelpers
import CoreDomain
import Testing

@Suite("DefaultRememberWhatsNewUseCase")
struct DefaultRememberWhatsNewUseCaseTests {
    static func news(remembersToday: Bool) -> WhatsNewModel {
        WhatsNewModel(
            since: "2026-11-21", to: "2026-11-27", items: [], remembered: true, unavailable: [],
            remembersToday: remembersToday)
    }

    static func remember(_ news: WhatsNewModel, in memory: MockWhatsNewRepository) async throws(DataAccessError) {
        try await PopcornCalendarFactory(
            followed: MockFollowedTitlesProvider(.success(.none)), schedule: MockEpisodeScheduleProvider([:]),
            releases: MockMovieReleaseProvider(), whatsNew: memory
        )
        .makeRememberWhatsNewUseCase().execute(news)
    }

    @Test("news to be remembered writes its last day as the day asked")
    func remembers() async throws {
        let memory = MockWhatsNewRepository()

        try await Self.remember(Self.news(remembersToday: true), in: memory)

        #expect(memory.recorded == [CalendarDay(year: 2026, month: 11, day: 27)])
    }

    @Test("news not to be remembered (a day given, a title missed) writes nothing")
    func leavesAlone() async throws {
        let memory = MockWhatsNewRepository(recordFailure: .storage("never written"))

        try await Self.remember(Self.news(remembersToday: false), in: memory)

        #expect(memory.recorded == [])
    }

    @Test("a file that cannot take the day is the failure, saying why")
    func readOnly() async {
        let memory = MockWhatsNewRepository(recordFailure: .storage("calendar.sqlite is read-only"))

        await #expect(throws: DataAccessError.storage("calendar.sqlite is read-only")) {
            try await Self.remember(Self.news(remembersToday: true), in: memory)
        }
    }
}
