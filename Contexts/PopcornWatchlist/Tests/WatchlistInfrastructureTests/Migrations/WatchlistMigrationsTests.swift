import DataPersistence
import Foundation
import GRDB
import Testing
import WatchlistInfrastructure

@Suite("WatchlistMigrations")
struct WatchlistMigrationsTests {
    let database: any DatabaseWriter

    init() throws {
        database = try UserDataStore(inMemoryWith: [WatchlistMigrations()]).writer()
    }

    func insert(kind: String, tmdbID: Int) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO watchlist_entry (kind, tmdbID, title, addedAt)
                    VALUES (?, ?, 'Fight Club', '2026-11-26 04:58:00.000')
                    """,
                arguments: [kind, tmdbID])
        }
    }

    @Test("one migration is registered under the watchlist namespace")
    func identifiers() throws {
        let applied = try database.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        }

        #expect(applied == ["watchlist.v1.createEntries"])
        #expect(WatchlistMigrations().namespace == "watchlist")
    }

    @Test("the watchlist is one table, watchlist_entry, and nothing of the cache")
    func tables() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name != 'grdb_migrations' ORDER BY name
                    """)
        }

        #expect(tables == ["watchlist_entry"])
    }

    @Test("it lists no cache tables, so no cache command can reach the watchlist")
    func noCacheTables() {
        #expect(WatchlistMigrations().cacheTables.isEmpty)
    }

    @Test("the table has the entry's columns, the kind, id, title and when it was added required")
    func columns() throws {
        let columns = try database.read { db in try db.columns(in: "watchlist_entry") }

        #expect(
            columns.map { "\($0.name) \($0.type)\($0.isNotNull ? " NOT NULL" : "")" } == [
                "kind TEXT NOT NULL", "tmdbID INTEGER NOT NULL", "title TEXT NOT NULL", "releaseDate DATETIME",
                "posterPath TEXT", "voteAverage DOUBLE", "addedAt DATETIME NOT NULL", "watchedAt DATETIME",
                "note TEXT",
            ])
    }

    @Test("an entry is keyed by its kind and TMDb id")
    func primaryKey() throws {
        let primaryKey = try database.read { db in try db.primaryKey("watchlist_entry") }

        #expect(primaryKey.columns == ["kind", "tmdbID"])
    }

    @Test("a title is on the watchlist once")
    func oneEntryPerTitle() throws {
        try insert(kind: "movie", tmdbID: 550)

        #expect(throws: DatabaseError.self) {
            try insert(kind: "movie", tmdbID: 550)
        }
    }

    @Test("a movie and a series with the same TMDb id are two entries")
    func kindsApart() throws {
        try insert(kind: "movie", tmdbID: 550)
        try insert(kind: "tv", tmdbID: 550)

        let count = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM watchlist_entry") }
        #expect(count == 2)
    }

    @Test("a kind other than movie or tv is refused", arguments: ["person", "Movie", "TV", ""])
    func kindIsChecked(kind: String) throws {
        #expect(throws: DatabaseError.self) {
            try insert(kind: kind, tmdbID: 550)
        }
    }

    @Test("an entry without a title or the time it was added is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO watchlist_entry (kind, tmdbID, addedAt) VALUES ('movie', 1, '2026-11-26')")
            }
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO watchlist_entry (kind, tmdbID, title) VALUES ('movie', 1, 'Heat')")
            }
        }
    }
}
