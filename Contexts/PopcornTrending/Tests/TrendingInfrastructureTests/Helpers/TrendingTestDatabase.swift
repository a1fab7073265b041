import DataPersistence
import GRDB
import TrendingInfrastructure

/// The Trending context's cache for tests: private, in memory, with the real core and Trending migrations.
enum TrendingTestDatabase {
    /// A private in-memory cache database with the real core and Trending migrations.
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [TrendingMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: some DatabaseReader) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
