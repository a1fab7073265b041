import CoreDomain
import Foundation
import GRDB
import Testing

@testable import DataPersistence

/// Damage inside a cache the fast open let through: the read that meets it asks for a check, and
/// the next open checks, moves the file aside and starts afresh.
extension PopcornDatabaseTests {
    private static let knownMigrations: Set<String> = ["core.v1.createDocument", "sample.v1.createThing"]

    /// A closed cache whose `sample_thing` table spans several pages, with its root page then
    /// overwritten, as a bad disk block would: the header and the migrations still read.
    private func damagedCache(in directory: TemporaryCacheDirectory) throws {
        let made = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        let (rootPage, pageSize) = try made.database.writer.write { db in
            for id in 1...2_000 {
                try db.execute(sql: "INSERT INTO sample_thing (thingID) VALUES (?)", arguments: [id])
            }
            return (
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'sample_thing'") ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            )
        }
        try made.database.writer.close()  // The last connection checkpoints: every page is in the file.
        let handle = try FileHandle(forWritingTo: directory.cacheFile)
        try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 8))
        try handle.close()
    }

    @Test("a read that finds the cache damaged leaves a mark, and the fast open then steps aside")
    func aDamagedReadSendsTheNextOpenDownTheCarefulPath() async throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try damagedCache(in: directory)
        let fast = try #require(
            PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.knownMigrations))

        await #expect(throws: DataAccessError.self) {
            try await fast.readStorage { db in try Int.fetchAll(db, sql: "SELECT thingID FROM sample_thing") }
        }
        try fast.close()

        #expect(CacheCheckMark.isRaised(for: directory.cacheFile))
        #expect(PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.knownMigrations) == nil)
    }

    @Test("the open after the mark moves the damaged cache aside with a warning, starts afresh and clears the mark")
    func theMarkedOpenRepairs() async throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try damagedCache(in: directory)
        let fast = try #require(
            PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.knownMigrations))
        _ = try? await fast.readStorage { db in try Int.fetchAll(db, sql: "SELECT thingID FROM sample_thing") }
        try fast.close()

        let opened = try PopcornDatabase.openCache(
            at: directory.cacheFile, migrations: [SampleMigrations()], now: Self.openedAt)

        #expect(opened.warnings.first?.contains("was corrupt") == true)
        #expect(try directory.fileNames().contains("cache.sqlite.corrupt-20231114-221320"))
        #expect(!CacheCheckMark.isRaised(for: directory.cacheFile))
        #expect(
            try await opened.database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sample_thing") }
                == 0)
    }

    @Test("a mark on a cache that checks out is cleared, and the cache kept")
    func aMarkOnAHealthyCacheIsCleared() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let made = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])
        try made.database.writer.write { try $0.execute(sql: "INSERT INTO sample_thing (thingID) VALUES (7)") }
        try made.database.writer.close()
        FileManager.default.createFile(atPath: CacheCheckMark.url(for: directory.cacheFile).path, contents: nil)

        let opened = try PopcornDatabase.openCache(at: directory.cacheFile, migrations: [SampleMigrations()])

        #expect(opened.warnings.isEmpty)
        #expect(!CacheCheckMark.isRaised(for: directory.cacheFile))
        #expect(
            try opened.database.writer.read { try Int.fetchAll($0, sql: "SELECT thingID FROM sample_thing") } == [7])
    }
}
