import CalendarDomain
import CalendarInfrastructure
import CoreDomain
import DataPersistence
import Foundation
import Testing

/// The memory of `whats-new`, on an in-memory store with the real migrations, and in a real file.
@Suite("DefaultWhatsNewRepository")
struct DefaultWhatsNewRepositoryTests {
    @Test("never asked: no day; a day recorded is read back, and a later one replaces it")
    func records() async throws {
        let repository = DefaultWhatsNewRepository(
            store: UserDataStore(inMemoryWith: [CalendarMigrations()], description: "the calendar's memory"))

        #expect(try await repository.lastAsked() == nil)
        try await repository.record(CalendarDay(year: 2026, month: 11, day: 20))
        try await repository.record(CalendarDay(year: 2026, month: 11, day: 27))
        #expect(try await repository.lastAsked() == CalendarDay(year: 2026, month: 11, day: 27))
    }

    @Test("reading before the first time creates no file; a day recorded is there for the next process")
    func file() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-calendar-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("calendar.sqlite")
        let store = {
            UserDataStore(url: file, description: "the calendar's memory", migrations: [CalendarMigrations()])
        }

        #expect(try await DefaultWhatsNewRepository(store: store()).lastAsked() == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try await DefaultWhatsNewRepository(store: store()).record(CalendarDay(year: 2026, month: 1, day: 2))
        #expect(
            try await DefaultWhatsNewRepository(store: store()).lastAsked() == CalendarDay(year: 2026, month: 1, day: 2)
        )
    }
}
