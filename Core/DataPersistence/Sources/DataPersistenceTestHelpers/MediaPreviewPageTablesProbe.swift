import GRDB

/// What a context's migration tests read from its mixed-page tables (a search's, trending's, a
/// discovery's), so each test states its own expectations without repeating the SQL that gathers
/// the facts.
public enum MediaPreviewPageTablesProbe {
    /// How the results table belongs to its page: its foreign keys, their `ON DELETE` actions and
    /// its primary key columns.
    public static func ownership(ofResults resultTable: String, in db: Database) throws -> (
        foreignKeys: [ForeignKeyInfo], onDelete: [String], primaryKey: [String]
    ) {
        (
            try db.foreignKeys(on: resultTable),
            try String.fetchAll(db, sql: "SELECT on_delete FROM pragma_foreign_key_list(?)", arguments: [resultTable]),
            try db.primaryKey(resultTable).columns
        )
    }

    /// Inserts one page under each key, each with `resultsPerPage` movie results, by plain SQL (as a
    /// shipped schema must accept them, whatever the records become).
    public static func insertPages(
        _ keys: [String], resultsPerPage: Int = 2, pageTable: String, resultTable: String, in db: Database
    ) throws {
        for key in keys {
            try db.execute(
                sql: """
                    INSERT INTO \(pageTable) (pageKey, page, totalPages, totalResults, language, cachedAt)
                    VALUES (?, 1, 1, ?, 'en-US', 0)
                    """,
                arguments: [key, resultsPerPage])
            for position in 0..<resultsPerPage {
                try db.execute(
                    sql: """
                        INSERT INTO \(resultTable) (pageKey, position, kind, mediaID, title, genreIDs,
                            originCountries, isAdultOnly, hasVideo, knownFor)
                        VALUES (?, ?, 'movie', 550, 'Fight Club', '[]', '[]', 0, 0, '[]')
                        """,
                    arguments: [key, position])
            }
        }
    }
}
