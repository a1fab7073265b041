import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

extension PopcornDatabaseTests {
    /// 2023-11-14 22:13:20 UTC, so moved-aside names are predictable.
    static let openedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("opening a missing cache creates it in WAL mode with NORMAL sync and a 10 s busy timeout")
    func openCacheCreatesFreshFile() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let opened = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        let (journalMode, synchronous, busyTimeout, hasThing) = try opened.database.writer.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                try Int.fetchOne(db, sql: "PRAGMA busy_timeout"), try db.tableExists("sample_thing")
            )
        }
        #expect(opened.warnings.isEmpty)
        #expect(journalMode == "wal")
        #expect(synchronous == 1)
        #expect(busyTimeout == 10_000)
        #expect(hasThing)
    }

    @Test("a garbage file is moved aside as corrupt, with a warning, and a fresh cache is created")
    func openCacheMovesGarbageAside() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: directory.cacheFile)

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)

        let moved = directory.url.appendingPathComponent("cache.sqlite.corrupt-20231114-221320")
        #expect(try Data(contentsOf: moved) == garbage)
        #expect(opened.warnings.count == 1)
        #expect(opened.warnings.first?.contains(directory.cacheFile.path) == true)
        #expect(opened.warnings.first?.contains("moved it to \(moved.path)") == true)
        #expect(try opened.database.writer.read { try $0.tableExists("sample_thing") })
    }

    @Test("a second corrupt file moved aside in the same second gets a numbered name")
    func openCacheNumbersCollidingNames() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        for _ in 1...2 {
            try Data("not a database".utf8).write(to: directory.cacheFile)
            let opened = try PopcornDatabase.openCache(
                at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)
            try opened.database.writer.close()
        }
        let names = try directory.fileNames()
        #expect(names.contains("cache.sqlite.corrupt-20231114-221320"))
        #expect(names.contains("cache.sqlite.corrupt-20231114-221320-2"))
    }

    @Test("a real database cut in half is moved aside as corrupt and rebuilt")
    func openCacheMovesTruncatedDatabaseAside() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let original = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        try original.database.writer.write { db in
            try db.create(table: "padding") { $0.column("text", .text) }
            for index in 0..<2_000 {
                try db.execute(
                    sql: "INSERT INTO padding (text) VALUES (?)",
                    arguments: [String(repeating: "row \(index) ", count: 20)])
            }
        }
        try original.database.writer.close()
        let bytes = try Data(contentsOf: directory.cacheFile)
        try bytes.prefix(bytes.count / 2).write(to: directory.cacheFile)

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)

        #expect(opened.warnings.count == 1)
        #expect(opened.warnings.first?.contains("corrupt") == true)
        #expect(try directory.fileNames().contains("cache.sqlite.corrupt-20231114-221320"))
        #expect(try opened.database.writer.read { try $0.tableExists("padding") } == false)
        #expect(try opened.database.writer.read { try $0.tableExists("sample_thing") })
    }

    @Test("a foreign database with unrelated tables is moved aside untouched")
    func openCacheMovesForeignDatabaseAside() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let foreign = try DatabaseQueue(path: directory.cacheFile.path)
        try foreign.write { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        try foreign.close()
        let original = try Data(contentsOf: directory.cacheFile)

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)

        let moved = directory.url.appendingPathComponent("cache.sqlite.foreign-20231114-221320")
        #expect(try Data(contentsOf: moved) == original)
        #expect(opened.warnings.count == 1)
        #expect(opened.warnings.first?.contains("notes") == true)
        #expect(try opened.database.writer.read { try $0.tableExists("notes") } == false)
    }

    @Test("a cache from a newer build, recording an unknown migration, is moved aside as foreign")
    func openCacheMovesNewerCacheAside() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let newer = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        try newer.database.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('sample.v9.fromTheFuture')")
        }
        try newer.database.writer.close()

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)

        #expect(opened.warnings.count == 1)
        #expect(opened.warnings.first?.contains("sample.v9.fromTheFuture") == true)
        #expect(try directory.fileNames().contains("cache.sqlite.foreign-20231114-221320"))
        let applied = try opened.database.writer.read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied == ["core.v1.createDocument", "sample.v1.createThing"])
    }

    @Test("a cache from an older build migrates in place and keeps its rows")
    func openCacheMigratesOlderCache() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let older = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [])
        try older.database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO core_document (key, payload, cachedAt) VALUES ('configuration', x'7B7D', ?)",
                arguments: [Self.openedAt])
        }
        try older.database.writer.close()

        let opened = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])

        let (documents, hasThing) = try opened.database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM core_document"), try db.tableExists("sample_thing"))
        }
        #expect(opened.warnings.isEmpty)
        #expect(documents == 1)
        #expect(hasThing)
        #expect(try directory.fileNames().allSatisfy { !$0.contains(".corrupt-") && !$0.contains(".foreign-") })
    }

    @Test("the -wal and -shm files move aside with the database")
    func openCacheMovesSiblingsAside() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try Data("garbage".utf8).write(to: directory.cacheFile)
        try Data("old wal".utf8).write(to: URL(fileURLWithPath: directory.cacheFile.path + "-wal"))
        try Data("old shm".utf8).write(to: URL(fileURLWithPath: directory.cacheFile.path + "-shm"))

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)
        try opened.database.writer.close()

        let moved = directory.cacheFile.path + ".corrupt-20231114-221320"
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved + "-wal")) == Data("old wal".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved + "-shm")) == Data("old shm".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == Data("garbage".utf8))
    }

    @Test("a file that cannot be opened at all is an error, not a move")
    func openCacheThrowsWhenUnopenable() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.cacheFile, withIntermediateDirectories: true)

        #expect(throws: DataAccessError.self) {
            try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        }
        #expect(try directory.fileNames() == ["cache.sqlite"])
    }

    @Test("two pools on one file writing 200 transactions each at once never hit a locked database")
    func concurrentPoolsWait() async throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let first = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()]).database
            .writer
        let second = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()]).database
            .writer

        try await withThrowingTaskGroup(of: Void.self) { group in
            for pool in [first, second] {
                group.addTask {
                    for _ in 0..<200 {
                        try await pool.write { db in
                            try db.execute(sql: "INSERT INTO sample_thing (thingID) VALUES (NULL)")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        let count = try await first.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sample_thing") }
        #expect(count == 400)
    }

    @Test("the cache tables are the core document's followed by each context's, none by default")
    func cacheTablesRegistry() {
        let core = CacheTable(name: "core_document", kind: .configuration, context: "core")
        #expect(PopcornDatabase.cacheTables(for: [SampleMigrations()]) == [core])
        #expect(
            PopcornDatabase.cacheTables(for: [SampleAggregateMigrations(), SampleListMigrations()]) == [
                core,
                CacheTable(name: "sample_parent", kind: .details, context: "sample"),
                CacheTable(name: "samplelist_page", kind: .list, context: "samplelist"),
            ])
    }
}
