import DataPersistence
import DiscoverInfrastructure
import GRDB

/// The Discover context's cache for tests: private and in memory, with the real migrations.
enum DiscoverTestDatabase {
    /// A private in-memory cache database with the real core and Discover migrations.
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [DiscoverMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: some DatabaseReader) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
