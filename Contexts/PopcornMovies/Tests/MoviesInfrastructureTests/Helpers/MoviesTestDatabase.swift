import DataPersistence
import GRDB
import MoviesInfrastructure

/// A private in-memory cache database with the real core and movies migrations.
enum MoviesTestDatabase {
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [MoviesMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: DatabaseQueue) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
