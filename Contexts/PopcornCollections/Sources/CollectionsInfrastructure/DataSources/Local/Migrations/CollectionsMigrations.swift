import DataPersistence
import Foundation
import GRDB

/// The Collections context's cache schema, registered into the shared migrator under the
/// `collections` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Never edit a shipped migration: add one.
public struct CollectionsMigrations: DatabaseMigrations {
    /// The prefix of every Collections migration identifier.
    public let namespace = "collections"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes; their child tables (a collection's
    /// movies, a search page's results) cascade.
    public var cacheTables: [CacheTable] {
        [
            // A collection lives as long as a movie's details: its movies change as seldom.
            CacheTable(name: "collections_film_collection", kind: .details, context: namespace),
            CacheTable(name: "collections_preview_page", kind: .search, context: namespace),
        ]
    }

    /// Registers `collections.v1.createTables`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try Self.createFilmCollectionTables(db)
            try Self.createPreviewTables(db)
        }
    }

    /// `collections_film_collection`, owning its movies in `collections_film_collection_part`, keyed
    /// `(filmCollectionID, position)` and deleted with their collection.
    private static func createFilmCollectionTables(_ db: Database) throws {
        try db.create(table: "collections_film_collection") { table in
            table.primaryKey("filmCollectionID", .integer)
            table.column("name", .text).notNull()
            table.column("overview", .text)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        let parts = OwnedRowTable<CollectionsFilmCollectionPartRow>(
            "collections_film_collection_part", ownerColumn: "filmCollectionID")
        try parts.create(in: db, parent: "collections_film_collection", ownerType: .integer) { table in
            table.column("movieID", .integer).notNull()
            table.column("title", .text).notNull()
            table.column("originalTitle", .text)
            table.column("originalLanguage", .text)
            table.column("overview", .text)
            table.column("releaseDate", .datetime)
            table.column("genreIDs", .jsonText)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("popularity", .double)
            table.column("voteAverage", .double)
            table.column("voteCount", .integer)
            table.column("hasVideo", .boolean)
            table.column("isAdultOnly", .boolean)
        }
    }

    /// The search pages (`PreviewPageEntity`'s columns) and their results, keyed `(pageKey, position)`
    /// and deleted with their page.
    private static func createPreviewTables(_ db: Database) throws {
        try CollectionsPreviewPageTables.create(in: db) { table in
            table.column("filmCollectionID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("originalName", .text)
            table.column("originalLanguage", .text)
            table.column("overview", .text)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("isAdultOnly", .boolean)
        }
    }
}
