import DataPersistence
import GRDB
import PeopleInfrastructure

/// A private in-memory cache database with the real core and People migrations.
enum PeopleTestDatabase {
    static func make() throws -> DatabaseQueue {
        try PopcornDatabase.inMemory(migrations: [PeopleMigrations()])
    }

    /// The number of rows in `table`.
    static func count(_ table: String, in database: DatabaseQueue) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }
}
