import GRDB

/// Where one context caches a title's list of one kind of row as a whole (its images, its watch
/// providers): a parent table keyed by the title's id, with `language` and `cachedAt`, owning one
/// child table.
///
/// A context declares one caseless enum conforming to a refinement (``ImageCollectionTables``,
/// ``WatchProvidersTables``) and stores ``OwnedRowsEntity`` of it; it creates the tables in its own
/// migrations with ``createTables(in:columns:)``.
public protocol OwnedRowsTables: Sendable {
    /// The row the child table stores.
    associatedtype Row: OwnedRow

    /// The parent table, e.g. `movies_image_collection`.
    static var parentTable: String { get }
    /// The parent's primary-key column (the title's TMDb id), also the child table's owner column.
    static var ownerColumn: String { get }
    /// The child table, owned through ``ownerColumn``.
    static var rows: OwnedRowTable<Row> { get }
}

extension OwnedRowsTables {
    /// Creates the parent table and the child table with the row's `columns`, in a migration.
    ///
    /// A shipped migration that calls this must keep producing the same tables: a later schema
    /// change is a new migration.
    public static func createTables(in db: Database, columns: (TableDefinition) -> Void) throws {
        try db.create(table: parentTable) { table in
            table.primaryKey(ownerColumn, .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try rows.create(in: db, parent: parentTable, ownerType: .integer, columns: columns)
    }
}
