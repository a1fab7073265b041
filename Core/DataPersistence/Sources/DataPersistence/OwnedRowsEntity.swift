import Foundation
import GRDB

/// A title's cached list of rows of one kind (its images, its watch providers): one row of the
/// context's parent table, with the rows as a relationship property.
///
/// Each such list is cached on its own, independently of the title's details, so a command that
/// needs only the list finds it after a details screen fetched it.
public struct OwnedRowsEntity<Tables: OwnedRowsTables>: CachedAggregateRecord, Equatable {
    public static var databaseTableName: String { Tables.parentTable }

    /// The title's TMDb id, stored in ``OwnedRowsTables/ownerColumn``.
    public var ownerID: Int
    /// The TMDb language the list was fetched in; other languages read as a miss.
    public var language: String
    public var cachedAt: Date
    public var rows: [Tables.Row]?

    public init(ownerID: Int, language: String, cachedAt: Date, rows: [Tables.Row]? = nil) {
        self.ownerID = ownerID
        self.language = language
        self.cachedAt = cachedAt
        self.rows = rows
    }

    public init(row: Row) throws {
        ownerID = row[Tables.ownerColumn]
        language = row[Self.languageKey]
        cachedAt = row[Self.cachedAtKey]
        rows = try row.prefetchedRows[Self.rowsKey].map { try $0.map(Tables.Row.init(row:)) }
    }

    // Only columns are written: the rows live in their child table.
    public func encode(to container: inout PersistenceContainer) throws {
        container[Tables.ownerColumn] = ownerID
        container[Self.languageKey] = language
        container[Self.cachedAtKey] = cachedAt
    }

    public static var languageColumn: Column { Column(languageKey) }

    /// The list with its rows prefetched: one query for the rows.
    public static var withChildren: QueryInterfaceRequest<Self> {
        all().including(all: Tables.rows.association(from: Self.self, key: rowsKey))
    }

    public static var keyColumn: String { Tables.ownerColumn }

    public mutating func readChildren(_ db: Database) throws {
        rows = try Tables.rows.rows(ofOwner: ownerID, in: db)
    }

    /// Replaces the child rows with ``rows``, in the caller's transaction.
    public func replaceChildren(_ db: Database) throws {
        try Tables.rows.replaceRows(rows ?? [], ofOwner: ownerID, in: db)
    }

    private static var languageKey: String { "language" }
    private static var cachedAtKey: String { "cachedAt" }
    private static var rowsKey: String { "rows" }
}
