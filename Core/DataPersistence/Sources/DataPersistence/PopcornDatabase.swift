import CoreDomain
import Foundation
import GRDB

/// Opens the one cache database every context shares, with every context's migrations applied.
public enum PopcornDatabase {
    /// The migrator holding the core migrations followed by each context's, in the order given.
    public static func migrator(for migrations: [any DatabaseMigrations]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for set in [CoreMigrations()] + migrations {
            var namespaced = NamespacedMigrator(namespace: set.namespace, migrator: migrator)
            set.register(in: &namespaced)
            migrator = namespaced.migrator
        }
        return migrator
    }

    /// The core cache table followed by each context's, in the order given: what ``CacheMaintenance`` manages.
    public static func cacheTables(for migrations: [any DatabaseMigrations]) -> [CacheTable] {
        ([CoreMigrations()] + migrations).flatMap(\.cacheTables)
    }

    /// The cache file at `url` as a migrated WAL database, repaired when it cannot be used.
    ///
    /// A warm cache this build wrote opens as one connection without checks
    /// (``openUpToDate(at:knownMigrations:)``); anything else, or a cache a command found damaged
    /// (``CacheCheckMark``), takes the careful path, which checks, migrates and opens a pool. A file that is not a database or is corrupt (SQLite `NOTADB`/`CORRUPT`, or a failing
    /// `PRAGMA quick_check`) is renamed `<name>.corrupt-<yyyyMMdd-HHmmss>` (UTC at `now`); a valid
    /// database this build did not write (no `grdb_migrations` but other tables, or a migration
    /// this build does not know) is renamed `<name>.foreign-<yyyyMMdd-HHmmss>`. Its `-wal`, `-shm`
    /// and `-journal` siblings move with it, a fresh cache is created, and ``OpenedCache/warnings``
    /// says what moved where. A cache from an older build simply migrates. The parent directory is
    /// created when missing.
    ///
    /// - Throws: ``DataAccessError/storage(_:)`` when no usable cache can be had at `url`
    ///   (permissions, a full disk, a lock held past the busy timeout).
    public static func openCache(
        at url: URL,
        migrations: [any DatabaseMigrations],
        now: Date = Date()
    ) throws(DataAccessError) -> OpenedCache {
        do {
            return try openRepairing(at: url, migrator: migrator(for: migrations), now: now)
        } catch let error as DataAccessError {
            throw error
        } catch {
            throw .storage("the cache \(url.path) could not be opened: \(CacheOpenFailure.reason(error, at: url))")
        }
    }

    /// The cache file at `url` as a WAL `DatabasePool` with a busy timeout, migrated.
    ///
    /// Unlike ``openCache(at:migrations:now:)`` it never moves a file: a corrupt or foreign one is an error.
    /// The parent directory is created when missing.
    public static func openPool(
        at url: URL,
        migrations: [any DatabaseMigrations]
    ) throws -> DatabasePool {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let pool = try makePool(at: url)
        try migrate(pool, with: migrator(for: migrations))
        return pool
    }

    /// A private in-memory database with the real migrations, for tests.
    public static func inMemory(migrations: [any DatabaseMigrations]) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(configuration: configuration())
        try migrator(for: migrations).migrate(queue)
        return queue
    }

    /// Foreign keys on (cascades rely on them), a busy timeout so concurrent processes wait, and
    /// `synchronous = NORMAL` (what WAL needs to be durable across application crashes).
    static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.label = "popcorn-cache"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    private static func openRepairing(at url: URL, migrator: DatabaseMigrator, now: Date) throws -> OpenedCache {
        if let database = openUpToDate(at: url, knownMigrations: Set(migrator.migrations)) {
            return OpenedCache(database: CacheDatabase(database), warnings: [])
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        var health = try CacheFileInspector.inspect(
            url, knownMigrations: Set(migrator.migrations), configuration: configuration())
        if health == .usable {
            do {
                let pool = try migratedPool(at: url, migrator: migrator)
                CacheCheckMark.clear(for: url)
                return OpenedCache(database: CacheDatabase(pool), warnings: [])
            } catch let error where CacheFileInspector.isCorruption(error) {
                health = .corrupt(String(describing: error))
            }
        }
        guard let label = health.label, let reason = health.reason else {
            throw DataAccessError.storage("the cache \(url.path) could not be classified")
        }
        let movedTo = try CacheFileQuarantine.moveAside(url, label: label, now: now)
        CacheCheckMark.clear(for: url)
        let pool = try migratedPool(at: url, migrator: migrator)
        let what = label == "corrupt" ? "was corrupt" : "was written by another program or a newer popcorn"
        let warning =
            "the cache \(url.path) \(what) (\(reason)); moved it to \(movedTo.path) and started a fresh cache"
        return OpenedCache(database: CacheDatabase(pool), warnings: [warning])
    }

    /// The cache on `url` when the file is a whole WAL database already holding exactly this
    /// build's migrations, else `nil` for ``openRepairing(at:migrator:now:)``'s careful path.
    ///
    /// Every command opens the cache, so this is the path a warm cache takes: no `quick_check`
    /// (which reads the whole file, however large the cache has grown) and no migrator, only the
    /// list of applied migrations. One connection (a `DatabaseQueue`; the file stays in WAL mode, so
    /// other processes still read while one writes) rather than a pool's writer and reader: SQLite
    /// parses the whole schema once per connection, and a command's reads and writes follow one
    /// another anyway. A file whose header promises more pages than it holds (cut short) takes the
    /// careful path; damage deeper in a file SQLite reports when a read reaches it, and that read
    /// leaves a ``CacheCheckMark`` that sends the next open down the careful path.
    static func openUpToDate(at url: URL, knownMigrations: Set<String>) -> (any DatabaseWriter)? {
        guard !CacheCheckMark.isRaised(for: url) else {
            return nil
        }
        return CacheFileInspector.upToDateConnection(
            at: url, configuration: configuration(), knownMigrations: knownMigrations)
    }

    /// A WAL pool on `url`, migrated; closed again when the migration fails.
    private static func migratedPool(at url: URL, migrator: DatabaseMigrator) throws -> DatabasePool {
        let pool = try makePool(at: url)
        do {
            try migrate(pool, with: migrator)
        } catch {
            try? pool.close()
            throw error
        }
        return pool
    }

    /// A WAL pool on `url`, waiting out other processes that hold the file while it is switched to WAL.
    ///
    /// SQLite's busy timeout does not cover `PRAGMA journal_mode = WAL` on a brand-new file, so when
    /// several processes create the cache at the same instant the losers get "database is locked".
    /// Retrying for up to about five seconds settles it.
    static func makePool(at url: URL, configuration: Configuration = configuration(), attempts: Int = 100) throws
        -> DatabasePool
    {
        var attempt = 1
        while true {
            do {
                return try DatabasePool(path: url.path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < attempts {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Migrates `pool`, tolerating another process that migrates the same new file at the same moment.
    ///
    /// Each migration commits in its own transaction, so the process that loses the race fails with
    /// "table ... already exists" on a migration the winner has just recorded; reading the recorded
    /// migrations again and retrying settles it.
    static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator, attempts: Int = 5) throws {
        for attempt in 1... {
            do {
                try migrator.migrate(pool)
                return
            } catch {
                if try pool.read({ try migrator.hasCompletedMigrations($0) }) {
                    return
                }
                guard attempt < attempts else {
                    throw error
                }
                Thread.sleep(forTimeInterval: 0.02 * Double(attempt))
            }
        }
    }
}
