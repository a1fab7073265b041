import CoreDomain
import Foundation
import GRDB

/// `popcorn cache stats|clear|prune` over the registered parent tables; child rows cascade.
///
/// Build it with ``PopcornDatabase/cacheTables(for:)`` so every context's tables are included.
public struct CacheMaintenance: Sendable {
    private let reader: any DatabaseReader
    private let writer: (any DatabaseWriter)?
    private let tables: [CacheTable]
    private let fileURL: URL?

    /// - Parameters:
    ///   - database: the cache.
    ///   - tables: the parent tables to count and delete.
    ///   - fileURL: the cache file, for its size; `nil` for an in-memory database.
    public init(database: CacheDatabase, tables: [CacheTable], fileURL: URL?) {
        self.reader = database.writer
        self.writer = database.writer
        self.tables = tables
        self.fileURL = fileURL
    }

    /// Maintenance that only looks (``stats()``), over a read-only connection such as
    /// ``ReadOnlyDatabase/open(at:)`` gives, so that looking changes nothing on disk.
    public init(reading database: any DatabaseReader, tables: [CacheTable], fileURL: URL?) {
        self.reader = database
        self.writer = nil
        self.tables = tables
        self.fileURL = fileURL
    }

    /// Entries per kind and per context, their total, the file size, and the oldest and newest `cachedAt`.
    ///
    /// A table a file from an older build does not have yet counts as empty: looking migrates nothing.
    ///
    /// - Throws: ``DataAccessError/storage(_:)``.
    public func stats() throws(DataAccessError) -> CacheStats {
        let tables = tables
        let summaries = try storage {
            try reader.read { db in
                let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                return try tables.filter { existing.contains($0.name) }.map {
                    table -> (table: CacheTable, count: Int, oldest: Date?, newest: Date?) in
                    let row = try Row.fetchOne(
                        db,
                        sql: "SELECT COUNT(*), MIN(cachedAt), MAX(cachedAt) FROM \(table.name.quotedDatabaseIdentifier)"
                    )
                    let count: Int = row?[0] ?? 0
                    let oldest: Date? = row?[1]
                    let newest: Date? = row?[2]
                    return (table: table, count: count, oldest: oldest, newest: newest)
                }
            }
        }
        var byKind: [String: Int] = [:]
        var byContext: [String: Int] = [:]
        for summary in summaries {
            byKind[summary.table.kind.rawValue, default: 0] += summary.count
            byContext[summary.table.context, default: 0] += summary.count
        }
        return CacheStats(
            entriesByKind: byKind,
            entriesByContext: byContext,
            totalEntries: summaries.reduce(0) { $0 + $1.count },
            fileSizeBytes: fileSize(),
            oldestCachedAt: summaries.compactMap(\.oldest).min(),
            newestCachedAt: summaries.compactMap(\.newest).max()
        )
    }

    /// Deletes every entry of every registered table in one transaction (children cascade), then
    /// vacuums; returns how many entries were deleted.
    @discardableResult
    public func clear() throws(DataAccessError) -> Int {
        let tables = tables
        let database = try writable()
        let deleted = try storage {
            try database.write { db in
                try tables.reduce(0) { total, table in
                    try db.execute(sql: "DELETE FROM \(table.name.quotedDatabaseIdentifier)")
                    return total + db.changesCount
                }
            }
        }
        try storage {
            try database.vacuum()
            // Hand the freed pages back to the file system; a reader still holding the WAL only delays it.
            _ = try? database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        }
        return deleted
    }

    /// Deletes, in one transaction, the entries older than their kind's time to live at `now`
    /// (children cascade); returns how many were deleted. An entry exactly as old as its time to live stays.
    @discardableResult
    public func prune(timeToLive: CacheTimeToLive, now: Date) throws(DataAccessError) -> Int {
        let tables = tables
        let database = try writable()
        return try storage {
            try database.write { db in
                try tables.reduce(0) { total, table in
                    let cutoff = now.addingTimeInterval(-timeToLive.interval(for: table.kind))
                    try db.execute(
                        sql: "DELETE FROM \(table.name.quotedDatabaseIdentifier) WHERE cachedAt < ?",
                        arguments: [cutoff]
                    )
                    return total + db.changesCount
                }
            }
        }
    }

    /// Deletes the copies of `fileURL` that an open moved aside as damaged or foreign
    /// (`cache.sqlite.corrupt-20261126-120000`, with their `-wal`, `-shm` and `-journal`), and
    /// returns how many files went: `popcorn cache clear` gives their space back too.
    @discardableResult
    public static func removeMovedAsideCopies(of fileURL: URL) -> Int {
        let directory = fileURL.deletingLastPathComponent()
        let prefixes = ["corrupt", "foreign"].map { "\(fileURL.lastPathComponent).\($0)-" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in prefixes.contains { name.hasPrefix($0) } }.reduce(0) { removed, name in
            let gone = (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil
            return removed + (gone ? 1 : 0)
        }
    }

    private func writable() throws(DataAccessError) -> any DatabaseWriter {
        guard let writer else {
            throw .storage("this cache was opened only to look at it")
        }
        return writer
    }

    /// The file and its `-wal`, in bytes; `nil` without a file.
    private func fileSize() -> Int? {
        guard let fileURL else {
            return nil
        }
        return [fileURL.path, fileURL.path + "-wal"].reduce(0) { total, path in
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
            return total + (size?.intValue ?? 0)
        }
    }

    private func storage<T>(_ body: () throws -> T) throws(DataAccessError) -> T {
        do {
            return try body()
        } catch {
            throw .storage(String(describing: error))
        }
    }
}
