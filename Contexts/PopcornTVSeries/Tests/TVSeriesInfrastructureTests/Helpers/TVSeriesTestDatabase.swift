import DataPersistence
import GRDB
import TVSeriesInfrastructure

/// A private in-memory cache database with the real core and TV series migrations.
enum TVSeriesTestDatabase {
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [TVSeriesMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: DatabaseQueue) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
