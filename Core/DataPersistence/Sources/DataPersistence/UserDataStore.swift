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
    private let open: @Sendable (_ checksPages: Bool) throws(DataAccessError) -> any DatabaseWriter
    private let opened = Mutex<Result<any DatabaseWriter, DataAccessError>?>(nil)
    /// Whether the opened file's pages were checked (`quick_check`, which reads them all): before the
    /// first write, not for reads alone, whose cost would grow with the file on every screen that
    /// asks.
    private let pagesChecked = Mutex(false)
    private let openedReadOnly = Mutex<Result<any DatabaseReader, DataAccessError>?>(nil)
    /// Whether this store only ever reads (a context's screens asking what the person's data says):
    /// its reads then go through one read-only connection when the file allows.
    private let readsOnly: Bool
    /// The identifiers of the migrations this build knows, for ``readsOnly``'s up-to-date check.
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
    ///   - readsOnly: whether the caller only ever reads, as the screens that say what the diary
    ///     holds of a title: a file in WAL mode with every migration applied is then read through one
    ///     read-only connection, which cannot change it, instead of being opened as a pool after a
    ///     plain connection judged it (two connections and the migrator, on every screen). Any other
    ///     file is opened as usual.
    public init(
        url: URL, description: String, migrations: [any DatabaseMigrations], keepsBackup: Bool = false,
        readsOnly: Bool = false
    ) {
        let backupURL = keepsBackup ? url.appendingPathExtension("bak") : nil
        self.readsOnly = readsOnly
        knownMigrations = Set(Self.migrator(for: migrations).migrations)
        self.url = url
        self.backupURL = backupURL
        self.description = description
        open = { (checksPages: Bool) throws(DataAccessError) in
            try Self.openPool(
                at: url, description: description, migrations: migrations, backupURL: backupURL,
                checksPages: checksPages)
        }
    }

    /// A private in-memory store with the real migrations, for tests.
    public init(inMemoryWith migrations: [any DatabaseMigrations], description: String = "the store") {
        readsOnly = false
        knownMigrations = []
        url = nil
        backupURL = nil
        self.description = description
        open = { (_: Bool) throws(DataAccessError) in
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
        let database = try openWriter(checksPages: true)
        try checkPagesOnce(of: database)
        return database
    }

    /// The migrated database, opened on the first call, its pages checked when `checksPages`.
    private func openWriter(checksPages: Bool) throws(DataAccessError) -> any DatabaseWriter {
        let result = opened.withLock { state in
            if let state {
                return state
            }
            let result = Result<any DatabaseWriter, DataAccessError> { () throws(DataAccessError) in
                if let url, Self.isReadOnly(url) {
                    throw .storage("\(description) \(url.path) is read-only; nothing was changed")
                }
                let database = try open(checksPages)
                pagesChecked.withLock { $0 = checksPages || url == nil }
                return database
            }
            state = result
            return result
        }
        return try result.get()
    }

    /// Checks the pages of a file opened for reading before its first write (once), as its open
    /// would have: a damaged file is not written to.
    private func checkPagesOnce(of database: any DatabaseWriter) throws(DataAccessError) {
        try pagesChecked.withLock { (checked: inout Bool) throws(DataAccessError) in
            guard !checked, let url else {
                return
            }
            let damage: String?
            do {
                damage = try database.read { try CacheFileInspector.pageDamage(in: $0) }
            } catch  where CacheFileInspector.isCorruption(error) {
                damage = CacheOpenFailure.reason(error)
            } catch {
                // Busy, or the disk: not damage, and not checked yet; the next write tries again.
                throw .storage("\(description) \(url.path) could not be checked: \(CacheOpenFailure.reason(error))")
            }
            if let damage {
                throw .storage("\(description) \(url.path) is damaged (\(damage)); \(Self.advice(for: url, backupURL))")
            }
            checked = true
        }
    }

    /// The database to read: the writer when the file may be written (or was already opened to be),
    /// else a read-only connection, so a read-only watchlist can still be listed and exported.
    ///
    /// - Throws: ``CoreDomain/DataAccessError/storage(_:)`` with a sentence naming the file.
    public func reader() throws(DataAccessError) -> any DatabaseReader {
        if let writer = opened.withLock({ try? $0?.get() }) {
            return writer
        }
        guard let url else {
            return try openWriter(checksPages: false)
        }
        let isReadOnly = Self.isReadOnly(url)
        guard isReadOnly || readsOnly else {
            return try openWriter(checksPages: false)
        }
        let (description, knownMigrations) = (description, knownMigrations)
        let result = openedReadOnly.withLock { state in
            if let state {
                return state
            }
            let result = Result<any DatabaseReader, DataAccessError> { () throws(DataAccessError) in
                guard isReadOnly else {
                    // A store that only reads: one read-only connection when the file allows.
                    guard let reader = Self.openUpToDate(at: url, knownMigrations: knownMigrations) else {
                        throw .storage(nil)
                    }
                    return reader
                }
                return try Self.openReadOnly(at: url, description: description)
            }
            // A file one connection cannot read as it is goes the usual way, each time asked.
            if isReadOnly || (try? result.get()) != nil {
                state = result
            }
            return result
        }
        if !isReadOnly, (try? result.get()) == nil {
            return try openWriter(checksPages: false)
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
            // A pool's reads go through its writer's connection: a reader's connection would be
            // one more file opened, and its schema read, for a command's one or two reads.
            if let pool = database as? DatabasePool {
                return try await pool.writeWithoutTransaction { db in try db.inSnapshotTransaction(value) }
            }
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
}
