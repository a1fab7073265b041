import DataPersistence
import Foundation
import GRDB
import SearchInfrastructure
import Testing

@Suite("SearchHistoryMigrations")
struct SearchHistoryMigrationsTests {
    let database: any DatabaseWriter

    init() throws {
        database = try SearchTestDatabase.historyStore().writer()
    }

    func insert(query: String, key: String, kind: String) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO search_media_search_history_entry (query, queryKey, kind, searchedAt)
                    VALUES (?, ?, ?, '2026-11-25 03:00:00.000')
                    """,
                arguments: [query, key, kind])
        }
    }

    @Test("one migration is registered under the search_history namespace, and no cache migration")
    func identifiers() throws {
        let applied = try database.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }
        #expect(applied == ["search_history.v1.createEntries"])
        #expect(SearchHistoryMigrations().namespace == "search_history")
    }

    @Test("the history table exists with its index, and nothing of the cache")
    func tablesExist() throws {
        let (tables, indexes) = try database.read { db in
            (
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master
                        WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name != 'grdb_migrations' ORDER BY name
                        """),
                try db.indexes(on: "search_media_search_history_entry").map(\.columns)
            )
        }
        #expect(tables == ["search_media_search_history_entry"])
        #expect(indexes.contains(["searchedAt"]))
    }

    @Test("it lists no cache tables, so no cache command can reach the history")
    func noCacheTables() {
        #expect(SearchHistoryMigrations().cacheTables.isEmpty)
    }

    @Test("a search is stored once per (queryKey, kind)")
    func uniqueQueryKeyAndKind() throws {
        try insert(query: "Amélie", key: "amelie", kind: "all")

        #expect(throws: DatabaseError.self) {
            try insert(query: "AMELIE", key: "amelie", kind: "all")
        }
    }

    @Test("the same query key in another kind is another search")
    func kindsAreApart() throws {
        try insert(query: "Amélie", key: "amelie", kind: "all")
        try insert(query: "Amélie", key: "amelie", kind: "movie")

        #expect(try SearchTestDatabase.count("search_media_search_history_entry", in: database) == 2)
    }

    @Test("an entry without a query, key, kind or time is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO search_media_search_history_entry (query, kind) VALUES ('a', 'all')")
            }
        }
    }
}
