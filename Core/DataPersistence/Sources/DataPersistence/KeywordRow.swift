import GRDB

/// One keyword of a title as every context stores it: a row of a context's keyword table, owned by
/// the title's keyword list.
public struct KeywordRow: Codable, OwnedRow {
    public var keywordID: Int
    public var name: String

    public init(keywordID: Int, name: String) {
        self.keywordID = keywordID
        self.name = name
    }

    /// The row's columns, for a migration's ``OwnedRowsTables/createTables(in:columns:)``.
    ///
    /// Shipped migrations depend on it: never edit it; a schema change is a new migration.
    public static func defineColumns(_ table: TableDefinition) {
        table.column("keywordID", .integer).notNull()
        table.column("name", .text).notNull()
    }
}
