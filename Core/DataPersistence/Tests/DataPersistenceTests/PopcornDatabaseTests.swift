import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("PopcornDatabase")
struct PopcornDatabaseTests {
    struct SampleMigrations: DatabaseMigrations {
        let namespace = "sample"

        func register(in migrator: inout NamespacedMigrator) {
            migrator.registerMigration("v1.createThing") { db in
                try db.create(table: "sample_thing") { $0.primaryKey("thingID", .integer) }
            }
        }
    }

    @Test("migration identifiers are prefixed with their context's namespace")
    func namespacedIdentifiers() {
        let migrator = PopcornDatabase.migrator(for: [SampleMigrations()])
        #expect(migrator.migrations == ["core.v1.createDocument", "sample.v1.createThing"])
    }

    @Test("an in-memory database has every table and enforces foreign keys")
    func inMemory() throws {
        let queue = try PopcornDatabase.inMemory(migrations: [SampleMigrations()])
        let (hasDocument, hasThing, foreignKeys) = try queue.read { db in
            (
                try db.tableExists("core_document"), try db.tableExists("sample_thing"),
                try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
            )
        }
        #expect(hasDocument)
        #expect(hasThing)
        #expect(foreignKeys == true)
    }

    @Test("a file pool creates its directory, uses WAL and migrates")
    func filePool() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn-db-\(UUID().uuidString)/nested", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let pool = try PopcornDatabase.openPool(
            at: directory.appendingPathComponent("cache.sqlite"),
            migrations: [SampleMigrations()]
        )
        let (journalMode, hasThing) = try pool.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try db.tableExists("sample_thing"))
        }
        #expect(journalMode == "wal")
        #expect(hasThing)
    }
}
