import CoreDomain
import GRDB

/// The opened cache as the composition root hands it to every context's factory: a migrated
/// SQLite database (a WAL file on disk, or a private in-memory database).
///
/// It keeps GRDB out of the composition root and the Composition targets: they pass it along,
/// and only Infrastructure reads ``writer``.
public struct CacheDatabase: Sendable {
    /// The GRDB connection Infrastructure's local data sources read and write through.
    public let writer: any DatabaseWriter

    /// Wraps a migrated database.
    public init(_ writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// A private in-memory database with `migrations` applied: the fallback when no cache file
    /// can be opened, so a command still works.
    public static func inMemory(migrations: [any DatabaseMigrations]) throws(DataAccessError) -> CacheDatabase {
        do {
            return CacheDatabase(try PopcornDatabase.inMemory(migrations: migrations))
        } catch {
            throw .storage("an in-memory cache could not be created: \(CacheOpenFailure.reason(error))")
        }
    }
}
