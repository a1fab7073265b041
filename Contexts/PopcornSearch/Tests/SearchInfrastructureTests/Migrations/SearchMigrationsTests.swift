import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import SearchInfrastructure
import Testing

@Suite("SearchMigrations")
struct SearchMigrationsTests {
    let database: DatabaseQueue

    init() throws {
        database = try SearchTestDatabase.make()
    }

    @Test("one migration is registered under the search namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [SearchMigrations()]).migrations == [
                "core.v1.createDocument", "search.v1.createTables",
            ])
    }

    @Test("the page and result tables exist, and the history is not in the cache")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'search%' ORDER BY name")
        }
        #expect(tables == ["search_media_page", "search_media_preview"])
    }

    @Test("only the page table is a cache table, of kind search, owned by the search context")
    func cacheTables() {
        #expect(
            SearchMigrations().cacheTables == [CacheTable(name: "search_media_page", kind: .search, context: "search")])
        #expect(
            PopcornDatabase.cacheTables(for: [SearchMigrations()]).map(\.name).contains("search_media_preview") == false
        )
    }

    @Test("results reference their page with ON DELETE CASCADE and are keyed by page, then position")
    func resultsReferenceTheirPage() throws {
        let (foreignKeys, onDelete, primaryKey) = try database.read { db in
            try MediaPreviewPageTablesProbe.ownership(ofResults: "search_media_preview", in: db)
        }
        #expect(foreignKeys.map(\.destinationTable) == ["search_media_page"])
        #expect(foreignKeys.first?.originColumns == ["pageKey"])
        #expect(onDelete == ["CASCADE"])
        #expect(primaryKey == ["pageKey", "position"])
    }

    @Test("deleting a page deletes its results and no other page's")
    func resultsCascade() throws {
        try database.write { db in
            try MediaPreviewPageTablesProbe.insertPages(
                ["a", "b"], pageTable: "search_media_page", resultTable: "search_media_preview", in: db)
            try db.execute(sql: "DELETE FROM search_media_page WHERE pageKey = 'a'")
        }

        let remaining = try database.read { db in
            try String.fetchAll(db, sql: "SELECT pageKey FROM search_media_preview ORDER BY position")
        }
        #expect(remaining == ["b", "b"])
    }

    @Test("a result without its required values is refused")
    func notNullIsEnforced() throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO search_media_page (pageKey, page, totalPages, totalResults, language, cachedAt)
                    VALUES ('a', 1, 1, 1, 'en-US', 0)
                    """)
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql:
                        "INSERT INTO search_media_preview (pageKey, position, kind, mediaID) VALUES ('a', 0, 'movie', 1)"
                )
            }
        }
    }
}
