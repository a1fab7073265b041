import DataPersistence
import GRDB
import SearchInfrastructure

/// The Search context's two stores for tests: the cache (core and Search migrations) and the
/// search history (its own migrations), both private and in memory.
enum SearchTestDatabase {
    /// A private in-memory cache database with the real core and Search migrations.
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [SearchMigrations()])
    }

    /// A private in-memory history store with the real history migrations.
    static func historyStore() -> UserDataStore {
        UserDataStore(inMemoryWith: [SearchHistoryMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: some DatabaseReader) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
