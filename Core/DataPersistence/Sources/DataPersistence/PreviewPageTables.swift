import GRDB

/// Where one context caches the pages of its lists and searches: the page table and the table
/// of their results, and the row type a result is stored as.
///
/// A context declares one caseless enum conforming to it and stores ``PreviewPageEntity`` of it;
/// it still creates the tables in its own migrations, with ``create(in:resultColumns:)`` (the page
/// table's columns are ``PreviewPageEntity``'s; the results table is an ``OwnedRowTable`` owned
/// through `pageKey`).
public protocol PreviewPageTables: Sendable {
    /// How one result is stored, e.g. a movie preview's columns.
    associatedtype Result: OwnedRow

    /// The page table, e.g. `movies_preview_page`.
    static var pageTable: String { get }
    /// The results table, e.g. `movies_movie_preview`, owned through `pageKey`.
    static var resultTable: String { get }
}

extension PreviewPageTables {
    /// The results table as an ``OwnedRowTable``.
    public static var results: OwnedRowTable<Result> { OwnedRowTable(resultTable, ownerColumn: "pageKey") }
}

extension PreviewPageTables {
    /// Creates ``pageTable`` with ``PreviewPageEntity``'s columns and ``resultTable`` keyed
    /// `(pageKey, position)`, deleted with its page, with `resultColumns` for the result row.
    ///
    /// For a context's migration. Its columns are part of every migration that calls it: never
    /// edit them; a schema change is a new migration that spells out its own columns.
    public static func create(in db: Database, resultColumns: (TableDefinition) -> Void) throws {
        try db.create(table: pageTable) { table in
            table.primaryKey("pageKey", .text)
            table.column("page", .integer).notNull()
            table.column("totalPages", .integer).notNull()
            table.column("totalResults", .integer).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try results.create(in: db, parent: pageTable, ownerType: .text, columns: resultColumns)
    }
}
