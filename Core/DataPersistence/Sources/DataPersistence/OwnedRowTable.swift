import GRDB

/// A context's child table of ``OwnedRow``s: each row belongs to one parent row, through the
/// owner column, and keeps TMDb's order in its `position` column.
///
/// The table name and owner column are parameters, so one row type (a cast member, a preview)
/// serves every context while each context still owns, names and migrates its tables. The table
/// is keyed by `(owner, position)` and its owner column references the parent with
/// `ON DELETE CASCADE` (see ``create(in:parent:ownerType:columns:)``).
public struct OwnedRowTable<Row: OwnedRow>: Sendable {
    /// The table's name, e.g. `movies_cast_member`.
    public let name: String
    /// The column holding the parent's primary key, e.g. `movieID`.
    public let ownerColumn: String

    public init(_ name: String, ownerColumn: String) {
        self.name = name
        self.ownerColumn = ownerColumn
    }

    /// The association from the parent record to these rows, in TMDb's order: `including(all:)`
    /// it prefetches the rows of every fetched parent in one query.
    public func association<Parent: TableRecord>(
        from parent: Parent.Type,
        key: String
    ) -> HasManyAssociation<Parent, Row> {
        Parent.hasMany(Table<Row>(name), key: key, using: ForeignKey([ownerColumn]))
            .order(Column("position"))
    }

    /// The owner's rows in their order, read with one cached statement (the plain-SQL twin of
    /// ``association(from:key:)``, for ``CachedAggregateRecord/readChildren(_:)``).
    public func rows(
        ofOwner owner: some DatabaseValueConvertible & Sendable,
        in db: Database
    ) throws -> [Row] {
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM \(name.quotedDatabaseIdentifier) WHERE \(ownerColumn.quotedDatabaseIdentifier) = ? "
                + "ORDER BY \"position\"")
        return try Row.fetchAll(statement, arguments: [owner])
    }

    /// The rows of every owner `ownerQuery` selects (`SELECT episodeKey FROM ... WHERE seasonKey = ?`),
    /// by owner, each owner's in their order: one statement for the children of many parents, where
    /// ``rows(ofOwner:in:)`` a parent would be one per parent.
    public func rows(
        ofOwnersIn ownerQuery: String,
        arguments: StatementArguments,
        in db: Database
    ) throws -> [DatabaseValue: [Row]] {
        let owner = ownerColumn.quotedDatabaseIdentifier
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM \(name.quotedDatabaseIdentifier) WHERE \(owner) IN (\(ownerQuery)) "
                + "ORDER BY \(owner), \"position\"")
        var rows: [DatabaseValue: [Row]] = [:]
        for row in try GRDB.Row.fetchAll(statement, arguments: arguments) {
            rows[row[ownerColumn], default: []].append(try Row(row: row))
        }
        return rows
    }

    /// Deletes the owner's rows and inserts `rows` in their order, in the caller's transaction.
    public func replaceRows(
        _ rows: [Row],
        ofOwner owner: some DatabaseValueConvertible & Sendable,
        in db: Database
    ) throws {
        try db.execute(
            sql: "DELETE FROM \(name.quotedDatabaseIdentifier) WHERE \(ownerColumn.quotedDatabaseIdentifier) = ?",
            arguments: [owner])
        try insertRows(rows, ofOwner: owner, in: db)
    }

    /// Inserts `rows` for an owner that has none yet, in the caller's transaction.
    public func insertRows(
        _ rows: [Row],
        ofOwner owner: some DatabaseValueConvertible & Sendable,
        in db: Database
    ) throws {
        for (position, row) in rows.enumerated() {
            let values = try row.databaseDictionary.sorted { $0.key < $1.key }
            let columns = [ownerColumn, "position"] + values.map(\.key)
            let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            let statement = try db.cachedStatement(
                sql: "INSERT INTO \(name.quotedDatabaseIdentifier) "
                    + "(\(columns.map(\.quotedDatabaseIdentifier).joined(separator: ", "))) VALUES (\(placeholders))")
            var arguments: StatementArguments = [owner.databaseValue, position.databaseValue]
            arguments += StatementArguments(values.map(\.value))
            try statement.execute(arguments: arguments)
        }
    }

    /// Creates the table in a migration: the owner column referencing `parent` with `ON DELETE
    /// CASCADE`, `position`, the primary key `(owner, position)` (which also indexes the owner),
    /// then the row's own `columns`.
    ///
    /// A shipped migration that calls this must keep producing the same table, so the column
    /// helpers it is given (such as ``CastMemberRow/defineColumns(_:)``) are never edited: a later
    /// schema change is a new migration with its own columns.
    public func create(
        in db: Database,
        parent: String,
        ownerType: Database.ColumnType,
        columns: (TableDefinition) -> Void
    ) throws {
        try db.create(table: name) { table in
            table.column(ownerColumn, ownerType).notNull().references(parent, onDelete: .cascade)
            table.column("position", .integer).notNull()
            table.primaryKey([ownerColumn, "position"])
            columns(table)
        }
    }
}
