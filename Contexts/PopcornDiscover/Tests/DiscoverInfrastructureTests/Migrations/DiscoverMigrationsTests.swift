import DataPersistence
import DataPersistenceTestHelpers
import DiscoverInfrastructure
import GRDB
import Testing

@Suite("DiscoverMigrations")
struct DiscoverMigrationsTests {
    let database: DatabaseQueue

    init() throws {
        database = try DiscoverTestDatabase.make()
    }

    @Test("one migration is registered under the discover namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [DiscoverMigrations()]).migrations == [
                "core.v1.createDocument", "discover.v1.createTables",
            ])
    }

    @Test("the page and result tables exist")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'discover%' ORDER BY name")
        }
        #expect(tables == ["discover_media_page", "discover_media_preview"])
    }

    @Test("only the page table is a cache table, of kind list, owned by the discover context")
    func cacheTables() {
        #expect(
            DiscoverMigrations().cacheTables == [
                CacheTable(name: "discover_media_page", kind: .list, context: "discover")
            ])
    }

    @Test("results reference their page with ON DELETE CASCADE and are keyed by page, then position")
    func resultsReferenceTheirPage() throws {
        let (foreignKeys, onDelete, primaryKey) = try database.read { db in
            try MediaPreviewPageTablesProbe.ownership(ofResults: "discover_media_preview", in: db)
        }
        #expect(foreignKeys.map(\.destinationTable) == ["discover_media_page"])
        #expect(foreignKeys.first?.originColumns == ["pageKey"])
        #expect(onDelete == ["CASCADE"])
        #expect(primaryKey == ["pageKey", "position"])
    }

    @Test("deleting a page deletes its results and no other page's")
    func resultsCascade() throws {
        try database.write { db in
            try MediaPreviewPageTablesProbe.insertPages(
                ["a", "b"], pageTable: "discover_media_page", resultTable: "discover_media_preview", in: db)
            try db.execute(sql: "DELETE FROM discover_media_page WHERE pageKey = 'a'")
        }

        let remaining = try database.read { db in
            try String.fetchAll(db, sql: "SELECT pageKey FROM discover_media_preview ORDER BY position")
        }
        #expect(remaining == ["b", "b"])
    }
}
