import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CacheMaintenance")
struct CacheMaintenanceTests {
    static let migrations: [any DatabaseMigrations] = [SampleAggregateMigrations(), SampleListMigrations()]
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let hour: TimeInterval = 3600

    /// One document 10 days old; parents 1 h, 24 h and 25 h old with two children each;
    /// pages 30 min and 2 h old with one item each.
    static func seed(_ database: any DatabaseWriter) throws {
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO core_document (key, payload, cachedAt) VALUES ('configuration', x'7B7D', ?)",
                arguments: [now.addingTimeInterval(-240 * hour)])
            for (parentID, age) in [(1, 1.0), (2, 24.0), (3, 25.0)] {
                try db.execute(
                    sql: "INSERT INTO sample_parent (parentID, name, language, cachedAt) VALUES (?, 'p', 'en-US', ?)",
                    arguments: [parentID, now.addingTimeInterval(-age * hour)])
                for position in 0..<2 {
                    try db.execute(
                        sql: "INSERT INTO sample_child (parentID, position, label) VALUES (?, ?, 'c')",
                        arguments: [parentID, position])
                }
            }
            for (pageKey, age) in [("fresh", 0.5), ("stale", 2.0)] {
                try db.execute(
                    sql: "INSERT INTO samplelist_page (pageKey, cachedAt) VALUES (?, ?)",
                    arguments: [pageKey, now.addingTimeInterval(-age * hour)])
                try db.execute(
                    sql: "INSERT INTO samplelist_item (pageKey, position) VALUES (?, 0)", arguments: [pageKey])
            }
        }
    }

    static func count(_ table: String, in database: any DatabaseReader) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") ?? -1 }
    }

    @Test("stats counts entries per kind and per context, their total, the file size and the cachedAt range")
    func stats() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let pool = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: Self.migrations).database.writer
        try Self.seed(pool)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(pool), tables: PopcornDatabase.cacheTables(for: Self.migrations),
            fileURL: directory.cacheFile)

        let stats = try maintenance.stats()

        #expect(stats.entriesByKind == ["configuration": 1, "details": 3, "list": 2])
        #expect(stats.entriesByContext == ["core": 1, "sample": 3, "samplelist": 2])
        #expect(stats.totalEntries == 6)
        #expect(stats.oldestCachedAt == Self.now.addingTimeInterval(-240 * Self.hour))
        #expect(stats.newestCachedAt == Self.now.addingTimeInterval(-0.5 * Self.hour))
        #expect((stats.fileSizeBytes ?? 0) > 0)
    }

    @Test("stats of an empty in-memory cache has zero counts, no dates and no file size")
    func statsOfEmptyInMemoryCache() throws {
        let queue = try PopcornDatabase.inMemory(migrations: Self.migrations)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(queue), tables: PopcornDatabase.cacheTables(for: Self.migrations), fileURL: nil)

        let stats = try maintenance.stats()

        #expect(
            stats
                == CacheStats(
                    entriesByKind: ["configuration": 0, "details": 0, "list": 0],
                    entriesByContext: ["core": 0, "sample": 0, "samplelist": 0],
                    totalEntries: 0, fileSizeBytes: nil, oldestCachedAt: nil, newestCachedAt: nil))
    }

    @Test("stats counts a registered table a file from an older build does not have yet as empty, migrating nothing")
    func statsSkipsAMissingTable() throws {
        let queue = try PopcornDatabase.inMemory(migrations: Self.migrations)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(queue),
            tables: [CacheTable(name: "missing_table", kind: .details, context: "sample")],
            fileURL: nil)

        let stats = try maintenance.stats()

        #expect(stats.totalEntries == 0)
        #expect(stats.entriesByKind.isEmpty)
        #expect(try queue.read { try $0.tableExists("missing_table") } == false)
    }

    @Test("the copies of a file moved aside as damaged or foreign are removed, with their siblings; nothing else")
    func removesMovedAsideCopies() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popcorn-aside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = [
            "cache.sqlite", "cache.sqlite-wal", "cache.sqlite.corrupt-20261126-120000",
            "cache.sqlite.corrupt-20261126-120000-wal", "cache.sqlite.foreign-20261125-080000-2",
            "catalog.sqlite.corrupt-20261126-120000", "cache.fr-FR.sqlite",
        ]
        for name in names {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data([1]))
        }

        let removed = CacheMaintenance.removeMovedAsideCopies(of: directory.appendingPathComponent("cache.sqlite"))

        #expect(removed == 3)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "cache.fr-FR.sqlite", "cache.sqlite", "cache.sqlite-wal", "catalog.sqlite.corrupt-20261126-120000",
            ])
    }

    @Test("maintenance opened only to look refuses to clear or prune")
    func lookingOnly() throws {
        let queue = try PopcornDatabase.inMemory(migrations: Self.migrations)
        let maintenance = CacheMaintenance(reading: queue, tables: [], fileURL: nil)

        #expect(throws: DataAccessError.self) { try maintenance.clear() }
        #expect(throws: DataAccessError.self) { try maintenance.prune(timeToLive: .standard, now: Date()) }
    }

    @Test("clear deletes every entry and, by cascade, every child row, and returns the entries deleted")
    func clear() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let pool = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: Self.migrations).database.writer
        try Self.seed(pool)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(pool), tables: PopcornDatabase.cacheTables(for: Self.migrations),
            fileURL: directory.cacheFile)

        let deleted = try maintenance.clear()

        #expect(deleted == 6)
        #expect(try maintenance.stats().totalEntries == 0)
        #expect(try Self.count("sample_child", in: pool) == 0)
        #expect(try Self.count("samplelist_item", in: pool) == 0)
    }

    @Test("prune deletes only entries older than their kind's time to live, with their children")
    func prune() throws {
        let queue = try PopcornDatabase.inMemory(migrations: Self.migrations)
        try Self.seed(queue)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(queue), tables: PopcornDatabase.cacheTables(for: Self.migrations), fileURL: nil)

        let deleted = try maintenance.prune(timeToLive: .standard, now: Self.now)

        let (parents, childParents, items) = try queue.read { db in
            (
                try Int.fetchAll(db, sql: "SELECT parentID FROM sample_parent ORDER BY parentID"),
                try Int.fetchAll(db, sql: "SELECT DISTINCT parentID FROM sample_child ORDER BY parentID"),
                try String.fetchAll(db, sql: "SELECT pageKey FROM samplelist_item")
            )
        }
        #expect(deleted == 3)
        #expect(parents == [1, 2])
        #expect(childParents == [1, 2])
        #expect(items == ["fresh"])
        #expect(try Self.count("core_document", in: queue) == 0)
    }

    @Test("prune with nothing expired deletes nothing")
    func pruneNothingExpired() throws {
        let queue = try PopcornDatabase.inMemory(migrations: Self.migrations)
        try Self.seed(queue)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(queue), tables: PopcornDatabase.cacheTables(for: Self.migrations), fileURL: nil)
        let forever = CacheTimeToLive(
            details: 1e9, credits: 1e9, list: 1e9, search: 1e9, configuration: 1e9, genres: 1e9)

        #expect(try maintenance.prune(timeToLive: forever, now: Self.now) == 0)
        #expect(try maintenance.stats().totalEntries == 6)
    }
}
