import CoreDomain
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a user-data file is opened: judged first, then as a pool (migrated), as one read-only
/// connection for a store that only reads, or read-only when popcorn may not write it.
extension UserDataStore {
    /// Whether popcorn may not change the file at `url` (or where its link leads): the file, or the
    /// directory its journal goes in, is not writable (permissions, a read-only mount). A missing
    /// file in a missing directory is not read-only: both are made on the first write.
    static func isReadOnly(_ url: URL) -> Bool {
        // Where a symbolic link leads: SQLite keeps the journal beside the file itself.
        let file = url.resolvingSymlinksInPath()
        let directory = file.deletingLastPathComponent().path
        if access(file.path, F_OK) == 0, access(file.path, W_OK) != 0 {
            return true
        }
        return access(directory, F_OK) == 0 && access(directory, W_OK) != 0
    }

    /// A read-only connection to a file popcorn may not write (``ReadOnlyDatabase``), which leaves
    /// nothing beside it.
    /// One read-only connection to `url` when it is a whole file in WAL mode with every one of
    /// `knownMigrations` applied (opening it then changes nothing, and its schema is this build's),
    /// else `nil`. Reads through it see what other processes commit, as a pool's would.
    static func openUpToDate(at url: URL, knownMigrations: Set<String>) -> (any DatabaseReader)? {
        var configuration = configuration()
        configuration.readonly = true
        return CacheFileInspector.upToDateConnection(
            at: url, configuration: configuration, knownMigrations: knownMigrations)
    }

    static func openReadOnly(at url: URL, description: String) throws(DataAccessError) -> any DatabaseReader {
        do {
            return try ReadOnlyDatabase.open(at: url)
        } catch {
            let reason = if case .storage(let reason?) = error { reason } else { "\(error)" }
            throw .storage("\(description) \(url.path) could not be read: \(reason)")
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

    /// What a message about a damaged file tells the person to do: restore the backup, if there is one.
    static func advice(for url: URL, _ backupURL: URL?) -> String {
        guard let backupURL, FileManager.default.fileExists(atPath: backupURL.path) else {
            return "popcorn left it untouched; restore it from a backup, or move it away to start a new one"
        }
        let name = url.lastPathComponent
        return "popcorn left it untouched; to restore its last good state, move it (and any \(name)-wal "
            + "and \(name)-shm beside it) away, then run: cp '\(backupURL.path)' '\(url.path)'"
    }

    static func openPool(
        at url: URL,
        description: String,
        migrations: [any DatabaseMigrations],
        backupURL: URL?,
        checksPages: Bool
    ) throws(DataAccessError) -> DatabasePool {
        let path = url.path
        let advice = advice(for: url, backupURL)
        let migrator = migrator(for: migrations)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Judged through a plain connection before the pool opens the file: a pool switches it to
            // WAL and commits a write, so a file refused afterwards would no longer be as it was.
            switch try CacheFileInspector.inspect(
                url, knownMigrations: Set(migrator.migrations), configuration: configuration(), checksPages: checksPages
            )
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
