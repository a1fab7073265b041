import Foundation
import GRDB
import Testing

@testable import DataPersistence

/// The path every command's open takes on a warm cache: no `quick_check`, no migrator.
extension PopcornDatabaseTests {
    private static let known: Set<String> = ["core.v1.createDocument", "sample.v1.createThing"]

    @Test("a whole WAL cache holding exactly this build's migrations opens on the fast path")
    func openUpToDateOpensAWarmCache() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try directory.makeClosedCache()

        let database = try #require(PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.known))

        #expect(try database.read { try $0.tableExists("sample_thing") })
        try database.close()
    }

    @Test("a missing file, an older cache and a newer one are left to the careful path")
    func openUpToDateRefusesOtherMigrations() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        #expect(PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.known) == nil)
        try directory.makeClosedCache()

        let older = PopcornDatabase.openUpToDate(
            at: directory.cacheFile, knownMigrations: Self.known.union(["sample.v2.addColumn"]))
        let newer = PopcornDatabase.openUpToDate(
            at: directory.cacheFile, knownMigrations: ["core.v1.createDocument"])

        #expect(older == nil)
        #expect(newer == nil)
    }

    @Test("a database not in WAL mode is never opened on the fast path, which would switch it")
    func openUpToDateLeavesRollbackJournalFilesAlone() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let queue = try DatabaseQueue(path: directory.cacheFile.path)
        try queue.write { try $0.create(table: "notes") { $0.column("text", .text) } }
        try queue.close()
        let original = try Data(contentsOf: directory.cacheFile)

        #expect(!CacheFileInspector.isWholeWALDatabase(directory.cacheFile))
        #expect(PopcornDatabase.openUpToDate(at: directory.cacheFile, knownMigrations: Self.known) == nil)
        #expect(try Data(contentsOf: directory.cacheFile) == original)
    }
}
