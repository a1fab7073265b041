import DataPersistence
import Foundation
import GRDB

/// The Genres context's cache schema, registered into the shared migrator under the `genres`
/// namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Never edit a shipped migration: add one.
public struct GenresMigrations: DatabaseMigrations {
    /// The prefix of every Genres migration identifier.
    public let namespace = "genres"

    public init() {}

    /// The parent table `popcorn cache` counts and deletes, of kind `genres` (fresh for a week).
    /// The genres of a list cascade with it.
    public var cacheTables: [CacheTable] {
        [CacheTable(name: "genres_genre_list", kind: .genres, context: namespace)]
    }

    /// Registers `genres.v1.createTables`: one list per kind (`movie`, `tv`) and its genres,
    /// keyed `(mediaType, position)` and deleted with their list.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try db.create(table: "genres_genre_list") { table in
                table.primaryKey("mediaType", .text)
                table.column("language", .text).notNull()
                table.column("cachedAt", .datetime).notNull()
            }
            try OwnedRowTable<GenresGenreEntity>("genres_genre", ownerColumn: "mediaType").create(
                in: db, parent: "genres_genre_list", ownerType: .text
            ) { table in
                table.column("genreID", .integer).notNull()
                table.column("name", .text).notNull()
            }
        }
    }
}
