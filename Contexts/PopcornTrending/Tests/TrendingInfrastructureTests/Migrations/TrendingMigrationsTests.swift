import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import Testing
import TrendingInfrastructure

@Suite("TrendingMigrations")
struct TrendingMigrationsTests {
    let database: DatabaseQueue

    init() throws {
        database = try TrendingTestDatabase.make()
    }

    @Test("one migration is registered under the trending namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [TrendingMigrations()]).migrations == [
                "core.v1.createDocument", "trending.v1.createTables",
            ])
    }

    @Test("the page and result tables exist, and nothing else of the Trending context")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'trending%' ORDER BY name")
        }
        #expect(tables == ["trending_media_page", "trending_media_preview"])
    }

    @Test("only the page table is a cache table, of kind list, owned by the trending context")
    func cacheTables() {
        #expect(
            TrendingMigrations().cacheTables == [
                CacheTable(name: "trending_media_page", kind: .list, context: "trending")
            ])
        #expect(
            PopcornDatabase.cacheTables(for: [TrendingMigrations()]).map(\.name).contains("trending_media_preview")
                == false)
    }

    @Test("results reference their page with ON DELETE CASCADE and are keyed by page, then position")
    func resultsReferenceTheirPage() throws {
        let (foreignKeys, onDelete, primaryKey) = try database.read { db in
            try MediaPreviewPageTablesProbe.ownership(ofResults: "trending_media_preview", in: db)
        }
        #expect(foreignKeys.map(\.destinationTable) == ["trending_media_page"])
        #expect(foreignKeys.first?.originColumns == ["pageKey"])
        #expect(onDelete == ["CASCADE"])
        #expect(primaryKey == ["pageKey", "position"])
    }

    @Test("deleting a page deletes its results and no other page's")
    func resultsCascade() throws {
        try database.write { db in
            try MediaPreviewPageTablesProbe.insertPages(
                ["trending:all:day:page:1", "trending:all:week:page:1"], pageTable: "trending_media_page",
                resultTable: "trending_media_preview", in: db)
            try db.execute(sql: "DELETE FROM trending_media_page WHERE pageKey = 'trending:all:day:page:1'")
        }

        let remaining = try database.read { db in
            try String.fetchAll(db, sql: "SELECT pageKey FROM trending_media_preview ORDER BY position")
        }
        #expect(remaining == ["trending:all:week:page:1", "trending:all:week:page:1"])
    }
}
