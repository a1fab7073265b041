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
    /// The file, or `nil` for an in-memory store.
    public let url: URL?
    /// Where a copy of the last good state is kept (`<file>.bak`), when the store keeps one.
    public let backupURL: URL?
    private let description: String

    /// The store in the file at `url` (created, with its directory, on first use).
    ///
    /// - Parameters:
    ///   - description: how messages name the file, e.g. `the search history`.
    ///   - keepsBackup: whether every ``write(_:)`` then copies the committed state to
    ///     `<file>.bak`, which a damaged file's message then points to.
    public init(url: URL, description: String, migrations: [any DatabaseMigrations], keepsBackup: Bool = false) {
        let backupURL = keepsBackup ? url.appendingPathExtension("bak") : nil
        self.url = url
        self.backupURL = backupURL
        self.description = description
        open = { () throws(DataAccessError) in
            try Self.openPool(at: url, description: description, migrations: migrations, backupURL: backupURL)
        }
    }

    /// A private in-memory store with the real migrations, for tests.
    public init(inMemoryWith migrations: [any DatabaseMigrations], description: String = "the store") {
        url = nil
        backupURL = nil
        self.description = description
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

    /// Whether there is anything to read: the file exists (an in-memory store always does). A
    /// command that only reads checks it first, so that reading never creates the file.
    public var exists: Bool {
        guard let url else {
            return true
        }
        return FileManager.default.fileExists(atPath: url.path)
    }

    /// Runs `updates` in one write transaction, durable once it returns (`synchronous = FULL`); a
    /// store that keeps a backup then copies the committed state to ``backupURL``. A failed write
    /// changes nothing; a failed backup leaves the previous one and is not an error (the write
    /// itself succeeded).
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` naming the store and SQLite's reason.
    public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(DataAccessError)
        -> T
    {
        let database = try writer()
        let result: T
        do {
            result = try await database.write(updates)
        } catch let error as DataAccessError {
            throw error
        } catch {
            throw .storage("\(description) could not be written: \(CacheOpenFailure.reason(error))")
        }
        if let backupURL {
            try? Self.backUp(database, to: backupURL)
        }
        return result
    }

    /// Reads in one snapshot.
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` naming the store and SQLite's reason.
    public func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws(DataAccessError)
        -> T
    {
        let database = try writer()
        do {
            return try await database.read(value)
        } catch let error as DataAccessError {
            throw error
        } catch {
            throw .storage("\(description) could not be read: \(CacheOpenFailure.reason(error))")
        }
    }

    /// Copies the database to a temporary file beside `backupURL`, then renames it over the
    /// backup: a backup is whole or the previous one, whatever happens in between.
    static func backUp(_ database: any DatabaseWriter, to backupURL: URL) throws {
        let temporary = backupURL.deletingLastPathComponent()
            .appendingPathComponent(".\(backupURL.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try? FileManager.default.removeItem(at: temporary)
        do {
            let copy = try DatabaseQueue(path: temporary.path)
            try database.backup(to: copy)
            try copy.close()
            guard rename(temporary.path, backupURL.path) == 0 else {
                throw DataAccessError.storage("the backup could not be renamed into place")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
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

    private static func openPool(
        at url: URL,
        description: String,
        migrations: [any DatabaseMigrations],
        backupURL: URL?
    ) throws(DataAccessError) -> DatabasePool {
        let path = url.path
        let advice: String
        if let backupURL, FileManager.default.fileExists(atPath: backupURL.path) {
            advice =
                "popcorn left it untouched; restore its last good state with "
                + "'cp \(backupURL.path) \(path)', or move it away to start a new one"
        } else {
            advice = "popcorn left it untouched; restore it from a backup, or move it away to start a new one"
        }
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
