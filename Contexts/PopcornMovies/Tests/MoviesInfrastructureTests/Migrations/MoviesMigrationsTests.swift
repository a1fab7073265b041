import DataPersistence
import GRDB
import MoviesInfrastructure
import Testing

@Suite("MoviesMigrations")
struct MoviesMigrationsTests {
    /// Every child table, the column that points at its parent, and that parent.
    static let childTables: [(table: String, column: String, parent: String)] = [
        ("movies_genre", "movieID", "movies_movie"),
        ("movies_production_company", "movieID", "movies_movie"),
        ("movies_production_country", "movieID", "movies_movie"),
        ("movies_spoken_language", "movieID", "movies_movie"),
        ("movies_movie_collection", "movieID", "movies_movie"),
        ("movies_cast_member", "movieID", "movies_credits"),
        ("movies_crew_member", "movieID", "movies_credits"),
        ("movies_movie_preview", "pageKey", "movies_preview_page"),
        ("movies_release_date", "movieID", "movies_release_dates"),
        ("movies_image", "movieID", "movies_image_collection"),
        ("movies_watch_provider", "movieID", "movies_watch_providers"),
        ("movies_unanswered_part", "movieID", "movies_movie"),
        ("movies_video", "movieID", "movies_videos"),
        ("movies_keyword", "movieID", "movies_keywords"),
    ]

    let database: DatabaseQueue

    init() throws {
        database = try MoviesTestDatabase.make()
    }

    @Test("the migrations are registered under the movies namespace, after the core's, v1 untouched")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [MoviesMigrations()]).migrations == [
                "core.v1.createDocument", "movies.v1.createTables",
                "movies.v2.createReleaseDatesImagesAndWatchProviders", "movies.v3.createVideosAndKeywords",
                "movies.v4.createTranslations",
            ])
    }

    @Test("the cache tables of every part but the pages are details, pages are lists")
    func cacheTables() {
        let kinds = Dictionary(uniqueKeysWithValues: MoviesMigrations().cacheTables.map { ($0.name, $0.kind) })
        #expect(kinds["movies_release_dates"] == .details)
        #expect(kinds["movies_image_collection"] == .details)
        #expect(kinds["movies_watch_providers"] == .details)
        #expect(kinds["movies_videos"] == .details)
        #expect(kinds["movies_keywords"] == .details)
        #expect(kinds["movies_translations"] == .details)
        #expect(kinds["movies_preview_page"] == .list)
        #expect(kinds.count == 9)
    }

    @Test("every movies table exists")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'movies_%' ORDER BY name")
        }
        #expect(
            tables == [
                "movies_cast_member", "movies_credits", "movies_crew_member", "movies_genre", "movies_image",
                "movies_image_collection", "movies_keyword", "movies_keywords", "movies_movie",
                "movies_movie_collection", "movies_movie_preview",
                "movies_preview_page", "movies_production_company", "movies_production_country",
                "movies_release_date", "movies_release_dates", "movies_spoken_language", "movies_translation",
                "movies_translations", "movies_unanswered_part",
                "movies_video", "movies_videos",
                "movies_watch_provider", "movies_watch_providers",
            ])
    }

    @Test("every child table references its parent with ON DELETE CASCADE", arguments: childTables)
    func foreignKeysCascade(child: (table: String, column: String, parent: String)) throws {
        let foreignKeys = try database.read { db in try db.foreignKeys(on: child.table) }
        #expect(foreignKeys.count == 1)
        let foreignKey = try #require(foreignKeys.first)
        #expect(foreignKey.destinationTable == child.parent)
        #expect(foreignKey.originColumns == [child.column])
        let onDelete = try database.read { db in
            try String.fetchOne(db, sql: "SELECT on_delete FROM pragma_foreign_key_list(?)", arguments: [child.table])
        }
        #expect(onDelete == "CASCADE")
    }

    @Test(
        "every child table's foreign key leads an index or is the rowid, so cascades and prefetches never scan",
        arguments: childTables)
    func foreignKeysAreIndexed(child: (table: String, column: String, parent: String)) throws {
        let (leadingColumns, rowIDColumn) = try database.read { db in
            (try db.indexes(on: child.table).compactMap(\.columns.first), try db.primaryKey(child.table).rowIDColumn)
        }
        #expect(leadingColumns.contains(child.column) || rowIDColumn == child.column)
    }

    @Test("columns the domain requires are NOT NULL, optional ones are nullable")
    func nullability() throws {
        let columns = try database.read { db in
            try Dictionary(uniqueKeysWithValues: db.columns(in: "movies_movie").map { ($0.name, $0.isNotNull) })
        }
        #expect(columns["title"] == true)
        #expect(columns["language"] == true)
        #expect(columns["cachedAt"] == true)
        #expect(columns["tagline"] == false)
        #expect(columns["status"] == false)
        #expect(columns["releaseDate"] == false)
        #expect(columns.count == 23)
    }

    @Test("a row missing a required value is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO movies_movie (movieID, language, cachedAt) VALUES (1, 'en-US', '2024-01-01')")
            }
        }
    }
}
