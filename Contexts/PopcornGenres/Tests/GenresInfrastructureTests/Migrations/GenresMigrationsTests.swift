import DataPersistence
import Foundation
import GRDB
import GenresInfrastructure
import Testing

@Suite("GenresMigrations")
struct GenresMigrationsTests {
    let database: DatabaseQueue

    init() throws {
        database = try GenresTestDatabase.make()
    }

    @Test("one migration is registered under the genres namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [GenresMigrations()]).migrations == [
                "core.v1.createDocument", "genres.v1.createTables",
            ])
    }

    @Test("the list and genre tables exist, and nothing else of the context")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'genres%' ORDER BY name")
        }
        #expect(tables == ["genres_genre", "genres_genre_list"])
    }

    @Test("only the list table is a cache table, of kind genres, owned by the genres context")
    func cacheTables() {
        #expect(
            GenresMigrations().cacheTables == [CacheTable(name: "genres_genre_list", kind: .genres, context: "genres")])
    }

    @Test("genres reference their list with ON DELETE CASCADE and are keyed by kind, then position")
    func genresReferenceTheirList() throws {
        let (foreignKeys, onDelete, primaryKey, columns) = try database.read { db in
            (
                try db.foreignKeys(on: "genres_genre"),
                try String.fetchAll(db, sql: "SELECT on_delete FROM pragma_foreign_key_list('genres_genre')"),
                try db.primaryKey("genres_genre").columns,
                try db.columns(in: "genres_genre").map(\.name)
            )
        }
        #expect(foreignKeys.map(\.destinationTable) == ["genres_genre_list"])
        #expect(foreignKeys.first?.originColumns == ["mediaType"])
        #expect(onDelete == ["CASCADE"])
        #expect(primaryKey == ["mediaType", "position"])
        #expect(columns == ["mediaType", "position", "genreID", "name"])
    }

    @Test("deleting a list deletes its genres and no other list's")
    func genresCascade() throws {
        try database.write { db in
            for kind in ["movie", "tv"] {
                try db.execute(
                    sql: "INSERT INTO genres_genre_list (mediaType, language, cachedAt) VALUES (?, 'en-US', 0)",
                    arguments: [kind])
                for position in 0..<2 {
                    try db.execute(
                        sql: "INSERT INTO genres_genre (mediaType, position, genreID, name) VALUES (?, ?, 18, 'Drama')",
                        arguments: [kind, position])
                }
            }
            try db.execute(sql: "DELETE FROM genres_genre_list WHERE mediaType = 'movie'")
        }

        let remaining = try database.read { db in
            try String.fetchAll(db, sql: "SELECT mediaType FROM genres_genre ORDER BY position")
        }
        #expect(remaining == ["tv", "tv"])
    }

    @Test("a list without a language or a genre without a name is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO genres_genre_list (mediaType, cachedAt) VALUES ('movie', 0)")
            }
        }
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO genres_genre_list (mediaType, language, cachedAt) VALUES ('movie', 'en-US', 0)")
        }
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(sql: "INSERT INTO genres_genre (mediaType, position, genreID) VALUES ('movie', 0, 18)")
            }
        }
    }
}
