import CoreDomain
import Foundation
import GRDB
import Synchronization

/// A SQLite file of user data (the search history; the watchlist next): what the person saved,
/// which no cache command deletes and which popcorn never replaces.
///
/// Unlike the cache it is opened only when a command needs it (the first ``writer()`` call), with
/// `synchronous = FULL` so an acknowledged write survives a power cut, and it is never repaired by
/// moving it aside: a damaged file, or one written by a newer popcorn or another program, is an
/// error naming the file and what to do, and the file is left exactly as it was. Concurrent processes wait for
/// each other (WAL, busy timeout).
public final class UserDataStore: Sendable {
    private let open: @Sendable () throws(DataAccessError) -> any DatabaseWriter
    private let opened = Mutex<Result<any DatabaseWriter, DataAccessError>?>(nil)

    /// The store in the file at `url` (created, with its directory, on first use).
    ///
    /// - Parameter description: how messages name the file, e.g. `the search history`.
    public init(url: URL, description: String, migrations: [any DatabaseMigrations]) {
        open = { () throws(DataAccessError) in
            try Self.openPool(at: url, description: description, migrations: migrations)
        }
    }

    /// A private in-memory store with the real migrations, for tests.
    public init(inMemoryWith migrations: [any DatabaseMigrations]) {
        open = { () throws(DataAccessError) in
            do {
                let queue = try DatabaseQueue(configuration: Self.configuration())
                try Self.migrator(for: migrations).migrate(queue)
                return queue
            } catch {
                throw .storage("an in-memory store could not be created: \(CacheOpenFailure.reason(error))")
            }
        }
    }

    /// The migrated database, opened on the first call; later calls return the same database, or
    /// throw the same error.
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` with a sentence naming the file.
    public func writer() throws(DataAccessError) -> any DatabaseWriter {
        let result = opened.withLock { state in
            if let state {
                return state
            }
            let result = Result<any DatabaseWriter, DataAccessError>(catching: open)
            state = result
            return result
        }
        return try result.get()
    }

    /// Only the given migrations: user data has no cache tables.
    static func migrator(for migrations: [any DatabaseMigrations]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for set in migrations {
            var namespaced = NamespacedMigrator(namespace: set.namespace, migrator: migrator)
            set.register(in: &namespaced)
            migrator = namespaced.migrator
        }
        return migrator
    }

    /// Foreign keys on, a busy timeout so concurrent processes wait, and `synchronous = FULL`:
    /// a commit is on disk before popcorn says it is done.
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.label = "popcorn-user-data"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    private static func openPool(at url: URL, description: String, migrations: [any DatabaseMigrations])
        throws(DataAccessError) -> DatabasePool
    {
        let path = url.path
        let advice = "popcorn left it untouched; restore it from a backup, or move it away to start a new one"
        let migrator = migrator(for: migrations)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Judged through a plain connection before the pool opens the file: a pool switches it to
            // WAL and commits a write, so a file refused afterwards would no longer be as it was.
            switch try CacheFileInspector.inspect(
                url, knownMigrations: Set(migrator.migrations), configuration: configuration())
            {
            case .usable:
                break
            case .corrupt(let reason):
                throw DataAccessError.storage("\(description) \(path) is damaged (\(reason)); \(advice)")
            case .foreign(let reason):
                throw DataAccessError.storage(
                    "\(description) \(path) was written by a newer popcorn or another program (\(reason)); "
                        + "popcorn left it untouched; upgrade popcorn to use it")
            }
            let pool = try PopcornDatabase.makePool(at: url, configuration: configuration())
            // GRDB sets `synchronous = NORMAL` on the writer when it switches a pool to WAL, after
            // `prepareDatabase` ran: set FULL again on the one connection that writes.
            try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
            try PopcornDatabase.migrate(pool, with: migrator)
            return pool
        } catch let error as DataAccessError {
            throw error
        } catch  where CacheFileInspector.isCorruption(error) {
            throw .storage("\(description) \(path) is damaged (\(CacheOpenFailure.reason(error))); \(advice)")
        } catch {
            throw .storage("\(description) \(path) could not be opened: \(CacheOpenFailure.reason(error, at: url))")
        }
    }
}
