import DataPersistence
import Foundation
import GRDB

/// The movies context's cache schema, registered into the shared migrator under the `movies` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Child tables key on `(parent, position)`:
/// that primary key keeps TMDb's order unique and, its leftmost column being the foreign key,
/// doubles as the foreign-key index that cascades and prefetches use.
public struct MoviesMigrations: DatabaseMigrations {
    /// The prefix of every movies migration identifier.
    public let namespace = "movies"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes; their child tables cascade.
    public var cacheTables: [CacheTable] {
        [
            CacheTable(name: "movies_movie", kind: .details, context: namespace),
            CacheTable(name: "movies_credits", kind: .credits, context: namespace),
            // Lists, searches and a movie's recommendations and similar titles share the page table;
            // all live for `list`'s time to live.
            CacheTable(name: "movies_preview_page", kind: .list, context: namespace),
            // A movie's certifications, images and watch providers live as long as its details.
            CacheTable(name: MoviesReleaseDatesTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: MoviesImageCollectionTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: MoviesWatchProvidersTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: MoviesVideosTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: MoviesKeywordsTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: MoviesTranslationsTables.parentTable, kind: .details, context: namespace),
        ]
    }

    /// Registers `movies.v1.createTables`, `movies.v2.createReleaseDatesImagesAndWatchProviders` and
    /// `movies.v3.createVideosAndKeywords` and `movies.v4.createTranslations`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try Self.createMovieTables(db)
            try Self.createCreditsTables(db)
            try Self.createPreviewTables(db)
        }
        migrator.registerMigration("v2.createReleaseDatesImagesAndWatchProviders") { db in
            try Self.createReleaseDatesTables(db)
            try MoviesImageCollectionTables.createTables(in: db, columns: ImageRow.defineColumns)
            try MoviesWatchProvidersTables.createTables(in: db, columns: WatchProviderRow.defineColumns)
            try Self.createUnansweredPartTable(db)
        }
        migrator.registerMigration("v3.createVideosAndKeywords") { db in
            try Self.createVideosAndKeywordsTables(db)
        }
        migrator.registerMigration("v4.createTranslations") { db in
            try Self.createTranslationsTables(db)
        }
    }

    private static func createMovieTables(_ db: Database) throws {
        try db.create(table: "movies_movie") { table in
            table.primaryKey("movieID", .integer)
            table.column("title", .text).notNull()
            table.column("tagline", .text)
            table.column("originalTitle", .text)
            table.column("originalLanguage", .text)
            table.column("originCountry", .jsonText)
            table.column("overview", .text)
            table.column("runtime", .integer)
            table.column("releaseDate", .datetime)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("budget", .double)
            table.column("revenue", .double)
            table.column("homepageURL", .text)
            table.column("imdbID", .text)
            table.column("status", .text)
            table.column("popularity", .double)
            table.column("voteAverage", .double)
            table.column("voteCount", .integer)
            table.column("hasVideo", .boolean)
            table.column("isAdultOnly", .boolean)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "movies_genre") { table in
            childKey(table, parent: "movies_movie", column: "movieID", type: .integer)
            table.column("genreID", .integer).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "movies_production_company") { table in
            childKey(table, parent: "movies_movie", column: "movieID", type: .integer)
            table.column("productionCompanyID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("originCountry", .text).notNull()
            table.column("logoPath", .text)
        }
        try db.create(table: "movies_production_country") { table in
            childKey(table, parent: "movies_movie", column: "movieID", type: .integer)
            table.column("countryCode", .text).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "movies_spoken_language") { table in
            childKey(table, parent: "movies_movie", column: "movieID", type: .integer)
            table.column("languageCode", .text).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "movies_movie_collection") { table in
            table.primaryKey("movieID", .integer).references("movies_movie", onDelete: .cascade)
            table.column("movieCollectionID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
        }
    }

    private static func createCreditsTables(_ db: Database) throws {
        try db.create(table: "movies_credits") { table in
            table.primaryKey("movieID", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "movies_cast_member") { table in
            childKey(table, parent: "movies_credits", column: "movieID", type: .integer)
            table.column("personID", .integer).notNull()
            table.column("castID", .integer)
            table.column("creditID", .text).notNull()
            table.column("name", .text).notNull()
            table.column("character", .text).notNull()
            table.column("gender", .integer).notNull()
            table.column("profilePath", .text)
            table.column("order", .integer).notNull()
        }
        try db.create(table: "movies_crew_member") { table in
            childKey(table, parent: "movies_credits", column: "movieID", type: .integer)
            table.column("personID", .integer).notNull()
            table.column("creditID", .text).notNull()
            table.column("name", .text).notNull()
            table.column("job", .text).notNull()
            table.column("department", .text).notNull()
            table.column("gender", .integer).notNull()
            table.column("profilePath", .text)
        }
    }

    private static func createPreviewTables(_ db: Database) throws {
        try db.create(table: "movies_preview_page") { table in
            table.primaryKey("pageKey", .text)
            table.column("page", .integer).notNull()
            table.column("totalPages", .integer).notNull()
            table.column("totalResults", .integer).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "movies_movie_preview") { table in
            childKey(table, parent: "movies_preview_page", column: "pageKey", type: .text)
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

    /// `movies_release_dates`, one row per movie, owning one `movies_release_date` row per release in
    /// any country (the columns spelled out here, as every shipped migration's).
    private static func createReleaseDatesTables(_ db: Database) throws {
        try MoviesReleaseDatesTables.createTables(in: db) { table in
            table.column("countryCode", .text).notNull()
            table.column("certification", .text)
            table.column("descriptors", .jsonText).notNull()
            table.column("languageCode", .text)
            table.column("note", .text)
            table.column("releaseDate", .datetime)
            table.column("type", .integer).notNull()
        }
    }

    /// `movies_videos` and `movies_keywords`, one row per movie, owning its `movies_video` and
    /// `movies_keyword` rows, with the shared rows' columns.
    private static func createVideosAndKeywordsTables(_ db: Database) throws {
        try MoviesVideosTables.createTables(in: db, columns: VideoRow.defineColumns)
        try MoviesKeywordsTables.createTables(in: db, columns: KeywordRow.defineColumns)
    }

    /// `movies_translations`, one row per movie, owning a `movies_translation` row per language, with
    /// the shared row's columns.
    private static func createTranslationsTables(_ db: Database) throws {
        try MoviesTranslationsTables.createTables(in: db, columns: TranslationRow.defineColumns)
    }

    /// `movies_unanswered_part`: the parts a movie's source was asked for and does not have, one row
    /// per movie and part, deleted with the movie's row (so `cache clear` and `prune` reach it).
    private static func createUnansweredPartTable(_ db: Database) throws {
        try db.create(table: "movies_unanswered_part") { table in
            table.column("movieID", .integer).notNull().references("movies_movie", onDelete: .cascade)
            table.column("part", .text).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
            table.primaryKey(["movieID", "part"])
        }
    }

    /// `column REFERENCES parent ON DELETE CASCADE` plus `position`, keyed together (and so indexed).
    private static func childKey(_ table: TableDefinition, parent: String, column: String, type: Database.ColumnType) {
        table.column(column, type).notNull().references(parent, onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.primaryKey([column, "position"])
    }
}
