import Foundation
import Testing

/// Cache files popcorn cannot use: a corrupt or foreign file is moved aside and rebuilt with one
/// warning, and an older schema is migrated silently; the command succeeds every time.
@Suite("Cache recovery, end to end")
struct CacheRecoveryEndToEndTests {
    /// Which cache file a case damages, and the run that opens it.
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case live = "cache.sqlite"
        case catalog = "catalog.sqlite"

        var testDescription: String { rawValue }
    }

    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    /// `popcorn movie …` through `store`: the loopback server for live, the catalog otherwise.
    func fetch(_ store: Store) async throws -> PopcornRun {
        switch store {
        case .live:
            let server = try ScriptedTMDbServer([:], fallback: FaultFixtures.anyMovie)
            defer { server.stop() }
            return try await harness.run(["movie", String(FaultFixtures.movieID)], baseURL: server.baseURL).run
        case .catalog:
            return try await harness.run(["movie", "550", "--source", "catalog"], baseURL: nil).run
        }
    }

    func expectedTitle(_ store: Store) -> String {
        store == .live ? "The Loopback (2001)" : "Fight Club (1999)"
    }

    /// Checks one moved-aside recovery: success, one warning naming the file, the file beside it.
    func expectMovedAside(_ run: PopcornRun, store: Store, kind: String) async throws {
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == expectedTitle(store), "\(run)")
        let prefix = "\(store.rawValue).\(kind)-"
        let warnings = FaultHarness.warnings(run)
        #expect(warnings.count == 1, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(warnings.first?.contains(prefix) == true, "\(run)")
        let aside = harness.cacheDirectoryContents().filter { $0.hasPrefix(prefix) }
        #expect(aside.count == 1, "\(harness.cacheDirectoryContents())")
        if let name = aside.first {
            #expect(warnings.first?.contains(name) == true, "warning does not name \(name): \(run)")
        }
        let tables = try await SQLiteShell.tables(harness.cacheFile(store.rawValue))
        #expect(tables.contains("movies_movie"), "\(tables)")
        let second = try await fetch(store)
        #expect(second.status == 0, "\(second)")
        #expect(FaultHarness.warnings(second).isEmpty, "the rebuilt cache still warns: \(second)")
    }

    @Test("A cache file full of garbage is moved aside as .corrupt-… and rebuilt", arguments: Store.allCases)
    func corrupt(_ store: Store) async throws {
        let garbage = Data(String(repeating: "this is not an SQLite database, just noise. ", count: 200).utf8)
        try garbage.write(to: harness.cacheFile(store.rawValue))
        let run = try await fetch(store)
        try await expectMovedAside(run, store: store, kind: "corrupt")
    }

    @Test("An unrelated SQLite database is moved aside as .foreign-… and rebuilt", arguments: Store.allCases)
    func foreign(_ store: Store) async throws {
        try await SQLiteShell.run(
            harness.cacheFile(store.rawValue),
            "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT NOT NULL); INSERT INTO notes(body) VALUES ('mine');")
        let run = try await fetch(store)
        try await expectMovedAside(run, store: store, kind: "foreign")
        let aside = harness.cacheDirectoryContents().first { $0.hasPrefix("\(store.rawValue).foreign-") }
        let moved = try #require(aside)
        let notes = try await SQLiteShell.run(harness.cacheFile(moved), "SELECT body FROM notes;")
        #expect(notes.trimmingCharacters(in: .whitespacesAndNewlines) == "mine", "the foreign data was not kept")
    }

    @Test("A cache with only the core migration is migrated without a warning", arguments: Store.allCases)
    func olderSchema(_ store: Store) async throws {
        let database = harness.cacheFile(store.rawValue)
        try await SQLiteShell.run(
            database,
            "CREATE TABLE grdb_migrations(identifier TEXT NOT NULL PRIMARY KEY); "
                + "INSERT INTO grdb_migrations VALUES('core.v1.createDocument'); "
                + "CREATE TABLE core_document(key TEXT PRIMARY KEY, payload BLOB NOT NULL, cachedAt DATETIME NOT NULL);"
        )
        let run = try await fetch(store)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == expectedTitle(store), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(!harness.cacheDirectoryContents().contains { $0.contains(".corrupt-") || $0.contains(".foreign-") })
        let tables = try await SQLiteShell.tables(database)
        #expect(tables.isSuperset(of: ["movies_movie", "core_document", "grdb_migrations"]), "\(tables)")
        let migrations = try await SQLiteShell.run(database, "SELECT identifier FROM grdb_migrations;")
        #expect(migrations.contains("movies."), "\(migrations)")
    }

    @Test(
        "A cache damaged inside, past the fast open's look, still answers, then is moved aside at the next run",
        arguments: Store.allCases)
    func damagedInside(_ store: Store) async throws {
        let warm = try await fetch(store)
        #expect(warm.status == 0, "\(warm)")
        let database = harness.cacheFile(store.rawValue)
        let found = try await SQLiteShell.run(
            database,
            "PRAGMA wal_checkpoint(TRUNCATE); SELECT rootpage FROM sqlite_master WHERE name = 'movies_movie'; PRAGMA page_size;"
        )
        let numbers = found.split(whereSeparator: \.isNewline).compactMap { Int($0) }
        let (rootPage, pageSize) = (try #require(numbers.dropLast().last), try #require(numbers.last))
        let handle = try FileHandle(forWritingTo: database)
        try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 8))
        try handle.close()

        let meets = try await fetch(store)
        #expect(meets.status == 0, "\(meets)")
        #expect(meets.stdoutLines.first == expectedTitle(store), "\(meets)")
        #expect(harness.cacheDirectoryContents().contains("\(store.rawValue).check"))

        let next = try await fetch(store)
        try await expectMovedAside(next, store: store, kind: "corrupt")
        #expect(!harness.cacheDirectoryContents().contains("\(store.rawValue).check"))
    }

    @Test("A cache directory that cannot be created costs one plain warning naming the path, and the command works")
    func unusableDirectory() async throws {
        let blocker = harness.cacheFile("not-a-directory")
        try Data("a file where the cache directory should be\n".utf8).write(to: blocker)

        let run = try await harness.run(
            ["movie", "550", "--source", "catalog"], baseURL: nil,
            environment: ["POPCORN_CACHE_DIR": blocker.appendingPathComponent("popcorn").path]
        ).run

        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        let path = blocker.appendingPathComponent("popcorn/catalog.sqlite").path
        #expect(
            run.stderrLines.first
                == "popcorn: warning: the cache \(path) could not be opened: not a directory; continuing without a cache",
            "\(run)")
    }
}
