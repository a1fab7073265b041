import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import Testing
import __Context__Domain
import __Context__Infrastructure

@Suite("GRDB__Entity__LocalDataSource")
struct GRDB__Entity__LocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()

    init() throws {
        database = try PopcornDatabase.inMemory(migrations: [__Context__Migrations()])
    }

    private func dataSource(language: String = "en-US") -> GRDB__Entity__LocalDataSource {
        GRDB__Entity__LocalDataSource(database: database, language: language, clock: clock)
    }

    @Test("a saved value reads back with the clock's date")
    func roundTrip() async throws {
        try await dataSource().save(.mock())
        let cached = try #require(try await dataSource().__entity__(withID: 1))
        #expect(cached.value == .mock())
        #expect(cached.cachedAt == clock.now())
    }

    @Test("saving again replaces the row")
    func overwrite() async throws {
        try await dataSource().save(.mock(name: "First"))
        try await dataSource().save(.mock(name: "Second"))
        #expect(try await dataSource().__entity__(withID: 1)?.value.name == "Second")
        let rows = try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM __table__") }
        #expect(rows == 1)
    }

    @Test("a value cached in another language reads as absent")
    func otherLanguage() async throws {
        try await dataSource(language: "fr-FR").save(.mock())
        #expect(try await dataSource(language: "en-US").__entity__(withID: 1) == nil)
    }

    @Test("the migration is registered under the context's namespace")
    func namespacedMigration() {
        #expect(PopcornDatabase.migrator(for: [__Context__Migrations()]).migrations.contains("__namespace__.v1.createTables"))
    }
}
