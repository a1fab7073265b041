import Foundation
import GRDB

/// Decides, before the cache is opened for writing, whether an existing file is a Popcorn cache.
///
/// The file is read through a plain connection that changes nothing (no WAL switch, no
/// migration), so a foreign database is left exactly as it was found.
enum CacheFileInspector {
    /// The health of the file at `url` for a build that knows `knownMigrations`.
    ///
    /// - Corrupt: the file does not start with SQLite's header, SQLite reports `NOTADB`, `CORRUPT` or `FORMAT`, or `PRAGMA quick_check` is not `ok`.
    /// - Foreign: `grdb_migrations` is absent while other tables exist, or it records an identifier
    ///   this build does not know (a newer build or an unrelated program).
    /// - Usable: missing, empty, or every recorded migration is known (an older schema migrates).
    ///
    /// Other failures (permissions, a lock held too long) are thrown: moving the file would not help.
    static func inspect(
        _ url: URL,
        knownMigrations: Set<String>,
        configuration: Configuration,
        checksPages: Bool = true
    ) throws -> CacheFileHealth {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return .usable
        }
        if let header = fileHeader(url), !header.isEmpty, header != sqliteHeader {
            // Decided before SQLite sees the file: a connection would roll the `-wal` into a file that is
            // not a database, and delete it, instead of leaving it to move aside with it.
            return .corrupt("file is not a database")
        }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                try health(of: db, knownMigrations: knownMigrations, checksPages: checksPages)
            }
        } catch let error as DatabaseError where isCorruption(error) {
            return .corrupt(error.message ?? error.resultCode.description)
        }
    }

    /// Whether `url` is an SQLite database in WAL mode, at least as long as its header says. Opening
    /// such a file changes nothing in it, whatever it turns out to hold; a missing, empty, cut-short
    /// or non-WAL file is left to the careful path, which decides what it is without changing it.
    static func isWholeWALDatabase(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            return false
        }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
            header.prefix(sqliteHeader.count) == sqliteHeader,
            let size = try? handle.seekToEnd()
        else {
            return false
        }
        let bytes = [UInt8](header)
        // Offsets 18 and 19: the write and read versions, 2 in WAL mode.
        guard bytes[18] == 2, bytes[19] == 2 else {
            return false
        }
        // Offset 16: the page size (big-endian; 1 means 65536). Offset 28: the size in pages.
        let pageSize = UInt64(bytes[16]) << 8 | UInt64(bytes[17])
        let pages = bytes[28..<32].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return size >= (pageSize == 1 ? 65_536 : pageSize) * pages
    }

    /// One connection to `url` (with `configuration`) when it is a whole file in WAL mode whose
    /// applied migrations are exactly `knownMigrations`: opening it then changes nothing, and its
    /// schema is this build's. Else `nil`, the connection closed. What a warm cache and a store that
    /// only reads open instead of the careful path.
    static func upToDateConnection(
        at url: URL, configuration: Configuration, knownMigrations: Set<String>
    ) -> DatabaseQueue? {
        guard isWholeWALDatabase(url), let queue = try? DatabaseQueue(path: url.path, configuration: configuration)
        else {
            return nil
        }
        let applied = try? queue.read { db in
            Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        guard applied == knownMigrations else {
            try? queue.close()
            return nil
        }
        return queue
    }

    /// The first 16 bytes of every SQLite 3 database file.
    static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    /// Whether SQLite's error means the file's content is damaged or not a database at all.
    static func isCorruption(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else {
            return false
        }
        return [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode)
    }

    /// The file's first 16 bytes, `nil` when it cannot be read (SQLite will then say why).
    static func fileHeader(_ url: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            return nil
        }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
    }

    private static func health(of db: Database, knownMigrations: Set<String>, checksPages: Bool) throws
        -> CacheFileHealth
    {
        // Opening the file to read still writes to it when it is not in WAL mode yet or has
        // migrations to apply: its pages are checked first then too.
        let writesOnOpen = try
            !(String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" && hasEvery(knownMigrations, db))
        if checksPages || writesOnOpen, let damage = try pageDamage(in: db) {
            return .corrupt(damage)
        }
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        )
        guard tables.contains("grdb_migrations") else {
            return tables.isEmpty
                ? .usable : .foreign("no migration history, tables \(listed(tables.sorted()))")
        }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let unknown = applied.filter { !knownMigrations.contains($0) }
        return unknown.isEmpty ? .usable : .foreign("migrations unknown to this build: \(listed(unknown))")
    }

    /// Whether every one of `migrations` is applied to the file.
    private static func hasEvery(_ migrations: Set<String>, _ db: Database) throws -> Bool {
        guard try db.tableExists("grdb_migrations") else {
            return migrations.isEmpty
        }
        return migrations.isSubset(of: Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")))
    }

    /// What `PRAGMA quick_check` finds wrong with the file's pages (it reads them all), or `nil`.
    static func pageDamage(in db: Database) throws -> String? {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        return check == ["ok"] ? nil : "quick_check: \(check.first ?? "no answer")"
    }

    /// At most three names, then how many more.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }
}
