import CoreDomain
import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A SQLite file of user data (the search history; the watchlist next): what the person saved,
/// which no cache command deletes and which popcorn never replaces.
///
/// Unlike the cache it is opened only when a command needs it (the first ``writer()`` call), with
/// `synchronous = FULL` so an acknowledged write survives a power cut, and it is never repaired by
/// moving it aside: a damaged file, or one written by a newer popcorn or another program, is an
/// error naming the file and what to do, and the file is left exactly as it was. Concurrent processes wait for
/// each other (WAL, busy timeout). A file or directory the user may not write is still read (opened
/// read-only), and a change to it fails in one line saying it is read-only.
public final class UserDataStore: Sendable {
    private let open: @Sendable () throws(DataAccessError) -> any DatabaseWriter
    private let opened = Mutex<Result<any DatabaseWriter, DataAccessError>?>(nil)
    /// The connection reads go through until something is written: `nil` inside when the file needs
    /// migrating first (the writer's careful open does it).
    private let openedForReading = Mutex<Result<(any DatabaseReader)?, DataAccessError>?>(nil)
    private let knownMigrations: Set<String>
    /// The file, or `nil` for an in-memory store.
    public let url: URL?
    /// Where a copy of the last good state is kept (`<file>.bak`), when the store keeps one.
    public let backupURL: URL?
    private let description: String

    /// The store in the file at `url` (created, with its directory, on the first ``writer()``: the
    /// first write, or the first read of a file that ``exists``).
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
        knownMigrations = Set(Self.migrator(for: migrations).migrations)
        open = { () throws(DataAccessError) in
            try Self.openPool(at: url, description: description, migrations: migrations, backupURL: backupURL)
        }
    }

    /// A private in-memory store with the real migrations, for tests.
    public init(inMemoryWith migrations: [any DatabaseMigrations], description: String = "the store") {
        url = nil
        backupURL = nil
        self.description = description
        knownMigrations = []
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
            let result = Result<any DatabaseWriter, DataAccessError> { () throws(DataAccessError) in
                if let url, Self.isReadOnly(url) {
                    throw .storage("\(description) \(url.path) is read-only; nothing was changed")
                }
                return try open()
            }
            state = result
            return result
        }
        return try result.get()
    }

    /// The database to read: the writer when it was already opened; else a plain connection that
    /// only reads (a read-only one, so a read-only watchlist can still be listed and exported, when
    /// popcorn may not write the file). Reading skips the writer's whole-file check and migration, a
    /// cost that grows with the file and that every screen asking the diary would pay: a file that is
    /// no database, or was written by a newer popcorn, is still refused, and a damaged page fails
    /// the read that meets it. A file that needs migrating is opened as the writer, which migrates it.
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` with a sentence naming the file.
    public func reader() throws(DataAccessError) -> any DatabaseReader {
        if let writer = opened.withLock({ try? $0?.get() }) {
            return writer
        }
        guard let url else {
            return try writer()
        }
        let (description, backupURL, knownMigrations) = (description, backupURL, knownMigrations)
        let result = openedForReading.withLock { state in
            if let state {
                return state
            }
            let result = Result<(any DatabaseReader)?, DataAccessError> { () throws(DataAccessError) in
                if Self.isReadOnly(url) {
                    return try Self.openReadOnly(at: url, description: description)
                }
                return try Self.openForReading(
                    at: url, description: description, knownMigrations: knownMigrations, backupURL: backupURL)
            }
            state = result
            return result
        }
        guard let reader = try result.get() else {
            return try writer()
        }
        return reader
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
    /// store that keeps a backup then, when the transaction changed anything, copies the latest
    /// committed state to ``backupURL`` (see ``backUp(_:to:)``). A failed write changes nothing; a
    /// failed backup leaves the previous one and is not an error (the write itself succeeded).
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` naming the store and SQLite's reason.
    public func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws(DataAccessError)
        -> T
    {
        let database = try writer()
        let (result, changed): (T, Bool)
        do {
            (result, changed) = try await database.write { db in
                let changesBefore = db.totalChangesCount
                let result = try updates(db)
                return (result, db.totalChangesCount != changesBefore)
            }
        } catch let error as DataAccessError {
            throw error
        } catch {
            throw .storage("\(description) could not be written: \(CacheOpenFailure.reason(error))")
        }
        if let backupURL, changed {
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
        let database = try reader()
        do {
            return try await database.read(value)
        } catch let error as DataAccessError {
            throw error
        } catch {
            throw .storage("\(description) could not be read: \(CacheOpenFailure.reason(error))")
        }
    }

    /// Copies the latest committed state of `database` to a temporary file of its own beside
    /// `backupURL`, then renames it over the backup: a backup is whole, or the previous one, whatever
    /// happens in between. Every process takes an exclusive lock on `.<backup>.lock` for the copy and
    /// the rename, and copies only once it holds it, so backups follow each other and each holds at
    /// least every write committed before it: a backup never goes back in time. Temporary copies a
    /// killed process left behind are swept away first.
    static func backUp(_ database: any DatabaseReader, to backupURL: URL) throws {
        let lockPath = backupURL.deletingLastPathComponent()
            .appendingPathComponent(".\(backupURL.lastPathComponent).lock").path
        if !FileManager.default.fileExists(atPath: lockPath) {
            _ = FileManager.default.createFile(atPath: lockPath, contents: nil)
        }
        guard let lock = FileHandle(forUpdatingAtPath: lockPath) else {
            throw DataAccessError.storage("the backup's lock could not be opened")
        }
        defer { try? lock.close() }
        guard flock(lock.fileDescriptor, LOCK_EX) == 0 else {
            throw DataAccessError.storage("the backup's lock could not be taken")
        }
        defer { _ = flock(lock.fileDescriptor, LOCK_UN) }
        sweepStaleCopies(of: backupURL)
        let temporary = backupURL.deletingLastPathComponent()
            .appendingPathComponent(".\(backupURL.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            let copy = try DatabaseQueue(path: temporary.path)
            try database.backup(to: copy)
            try copy.close()
            guard rename(temporary.path, backupURL.path) == 0 else {
                throw DataAccessError.storage("the backup could not be renamed into place")
            }
        } catch {
            for suffix in ["", "-journal"] {
                try? FileManager.default.removeItem(atPath: temporary.path + suffix)
            }
            throw error
        }
    }

    /// Removes the temporary copies (`.<backup>.<id>.tmp`, and their journals) older than ten
    /// minutes: what a process killed while copying leaves.
    static func sweepStaleCopies(of backupURL: URL) {
        let directory = backupURL.deletingLastPathComponent()
        let prefix = ".\(backupURL.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return
        }
        let cutoff = Date().addingTimeInterval(-600)
        for name in names where name.hasPrefix(prefix) && name.contains(".tmp") {
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, modified < cutoff {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

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

    /// A connection that only reads `url`: the file's header checked, its migrations read; `nil`
    /// when there is no file yet or one of `knownMigrations` is not applied yet (the writer's open
    /// makes or migrates it).
    private static func openForReading(
        at url: URL, description: String, knownMigrations: Set<String>, backupURL: URL?
    ) throws(DataAccessError) -> (any DatabaseReader)? {
        let path = url.path
        // No file yet, or an empty one: the writer's open makes it, as before any read.
        guard let header = CacheFileInspector.fileHeader(url), !header.isEmpty else {
            return nil
        }
        if header != CacheFileInspector.sqliteHeader {
            throw .storage("\(description) \(path) is damaged (file is not a database); \(advice(for: url, backupURL))")
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration())
            let applied = try queue.read { db -> Set<String>? in
                guard try db.tableExists("grdb_migrations") else {
                    return nil
                }
                return Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            }
            guard let applied, knownMigrations.isSubset(of: applied) else {
                try? queue.close()
                return nil
            }
            let unknown = applied.subtracting(knownMigrations)
            guard unknown.isEmpty else {
                throw DataAccessError.storage(
                    "\(description) \(path) was written by a newer popcorn or another program (migrations unknown "
                        + "to this build: \(unknown.sorted().joined(separator: ", "))); popcorn left it untouched; "
                        + "upgrade popcorn to use it")
            }
            return queue
        } catch let error as DataAccessError {
            throw error
        } catch  where CacheFileInspector.isCorruption(error) {
            throw .storage(
                "\(description) \(path) is damaged (\(CacheOpenFailure.reason(error))); \(advice(for: url, backupURL))")
        } catch {
            throw .storage("\(description) \(path) could not be opened: \(CacheOpenFailure.reason(error, at: url))")
        }
    }

    /// What a message about a damaged file tells the person to do: restore the backup, if there is one.
    private static func advice(for url: URL, _ backupURL: URL?) -> String {
        guard let backupURL, FileManager.default.fileExists(atPath: backupURL.path) else {
            return "popcorn left it untouched; restore it from a backup, or move it away to start a new one"
        }
        let name = url.lastPathComponent
        return "popcorn left it untouched; to restore its last good state, move it (and any \(name)-wal "
            + "and \(name)-shm beside it) away, then run: cp '\(backupURL.path)' '\(url.path)'"
    }

    private static func openPool(
        at url: URL,
        description: String,
        migrations: [any DatabaseMigrations],
        backupURL: URL?
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
