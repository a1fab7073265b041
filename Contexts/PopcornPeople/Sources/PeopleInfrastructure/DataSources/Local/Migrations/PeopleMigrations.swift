import DataPersistence
import Foundation
import GRDB

/// The People context's cache schema, registered into the shared migrator under the `people` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Child tables key on `(parent, position)`
/// (`people_credit` on `(personID, kind, position)`): that primary key keeps TMDb's order unique
/// and, its leftmost column being the foreign key, doubles as the foreign-key index that cascades
/// and prefetches use.
///
/// Four aggregates, each cached and expired on its own, and what deleting each parent cascades to:
/// - `people_person` → nothing (`alsoKnownAs` is JSON text);
/// - `people_credits` → `people_credit`, cast and crew told apart by `kind`;
/// - `people_preview_page` → `people_preview` (`knownForTitles` is JSON text);
/// - `people_image_collection` → `people_image`, a person's photos (`v2.createImageTables`).
///
/// Credits and photos have no foreign key to the person: each can be cached before, after or
/// without the others, and deleting a person leaves them alone.
///
/// The private helpers below are part of `v1.createTables`: never edit them; a later migration
/// spells out its own columns.
public struct PeopleMigrations: DatabaseMigrations {
    /// The prefix of every People migration identifier.
    public let namespace = "people"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes; their child tables cascade.
    public var cacheTables: [CacheTable] {
        [
            CacheTable(name: "people_person", kind: .details, context: namespace),
            CacheTable(name: "people_credits", kind: .credits, context: namespace),
            // Lists and searches share the page table; both live for `list`'s time to live.
            CacheTable(name: "people_preview_page", kind: .list, context: namespace),
            // A person's photos live as long as their details.
            CacheTable(name: PeopleImageCollectionTables.parentTable, kind: .details, context: namespace),
        ]
    }

    /// Registers `people.v1.createTables`, then `people.v2.createImageTables`, then
    /// `people.v3.createUnansweredPartTable`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try Self.createPersonTable(db)
            try Self.createCreditsTables(db)
            try Self.createPreviewTables(db)
        }
        // A person's photos (`/person/{id}/images`, or appended as `images`), every photo in
        // `people_image` in TMDb's order; the shared `ImageRow` columns, which never change.
        migrator.registerMigration("v2.createImageTables") { db in
            try PeopleImageCollectionTables.createTables(in: db, columns: ImageRow.defineColumns)
        }
        // The parts of a person's screen their source did not have (`people_unanswered_part`,
        // owned by `people_person`), so they are not asked for again until they expire.
        migrator.registerMigration("v3.createUnansweredPartTable") { db in
            try UnansweredPartTable.people.create(in: db, ownerType: .integer)
        }
    }

    private static func createPersonTable(_ db: Database) throws {
        try db.create(table: "people_person") { table in
            table.primaryKey("personID", .integer)
            table.column("name", .text).notNull()
            table.column("alsoKnownAs", .jsonText)
            table.column("knownForDepartment", .text)
            table.column("biography", .text)
            table.column("birthday", .datetime)
            table.column("deathday", .datetime)
            table.column("gender", .integer).notNull()
            table.column("placeOfBirth", .text)
            table.column("profilePath", .text)
            table.column("popularity", .double)
            table.column("imdbID", .text)
            table.column("homepageURL", .text)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
    }

    /// Cast and crew are one domain type with the same columns, so they share `people_credit`;
    /// `kind` says which list a row is in and is part of the key, so each list keeps its own order.
    private static func createCreditsTables(_ db: Database) throws {
        try db.create(table: "people_credits") { table in
            table.primaryKey("personID", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "people_credit") { table in
            table.column("personID", .integer).notNull().references("people_credits", onDelete: .cascade)
            table.column("kind", .text).notNull().check { ["cast", "crew"].contains($0) }
            table.column("position", .integer).notNull()
            table.primaryKey(["personID", "kind", "position"])
            table.column("creditID", .text).notNull()
            table.column("mediaType", .text).notNull()
            table.column("titleID", .integer).notNull()
            table.column("title", .text).notNull()
            table.column("originalTitle", .text)
            table.column("releaseDate", .datetime)
            table.column("posterPath", .text)
            table.column("popularity", .double)
            table.column("voteAverage", .double)
            table.column("character", .text)
            table.column("job", .text)
            table.column("department", .text)
            table.column("episodeCount", .integer)
        }
    }

    private static func createPreviewTables(_ db: Database) throws {
        try db.create(table: "people_preview_page") { table in
            table.primaryKey("pageKey", .text)
            table.column("page", .integer).notNull()
            table.column("totalPages", .integer).notNull()
            table.column("totalResults", .integer).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "people_preview") { table in
            table.column("pageKey", .text).notNull().references("people_preview_page", onDelete: .cascade)
            table.column("position", .integer).notNull()
            table.primaryKey(["pageKey", "position"])
            table.column("personID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("knownForDepartment", .text)
            table.column("gender", .integer).notNull()
            table.column("profilePath", .text)
            table.column("popularity", .double)
            table.column("knownForTitles", .jsonText).notNull()
        }
    }
}
