import Foundation
import GRDB

/// Where a context remembers the parts of a details screen its source was asked for and does not
/// have (the offline catalog does not know every part of every title): one row per owner and part,
/// with the language asked in and when.
///
/// Such a row stands in for the part's own entry, so the part counts as cached (and is not asked
/// for again) until it expires as the part would. The table belongs to the owner's row (its details)
/// with `ON DELETE CASCADE`, so `cache clear` and `prune` reach it through the owner. A part is
/// stored by a name (its `rawValue`), so any context's part type fits.
public struct UnansweredPartTable: Sendable {
    /// The table, e.g. `movies_unanswered_part`.
    public let name: String
    /// The owner's table, e.g. `movies_movie`.
    public let ownerTable: String
    /// The owner's primary-key column, also this table's owner column, e.g. `movieID`.
    public let ownerColumn: String

    /// A context's table, named as its migration creates it.
    public init(_ name: String, ownerTable: String, ownerColumn: String) {
        self.name = name
        self.ownerTable = ownerTable
        self.ownerColumn = ownerColumn
    }

    /// Creates the table in a migration: `(owner, part)` keyed, the owner referencing its table
    /// with `ON DELETE CASCADE`, then `language` and `cachedAt`.
    ///
    /// A shipped migration that calls this must keep producing the same table: a later schema
    /// change is a new migration.
    public func create(in db: Database, ownerType: Database.ColumnType) throws {
        try db.create(table: name) { table in
            table.column(ownerColumn, ownerType).notNull().references(ownerTable, onDelete: .cascade)
            table.column("part", .text).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
            table.primaryKey([ownerColumn, "part"])
        }
    }

    /// Of the `missing` parts (asked for, without an entry of their own), those remembered as
    /// unanswered in `language`, each with when: one query, in the caller's transaction. Names
    /// that are no part of `Part` (any more) are ignored.
    public func unanswered<Part: RawRepresentable & Hashable>(
        among missing: Set<Part>,
        of owner: some DatabaseValueConvertible & Sendable,
        language: String,
        in db: Database
    ) throws -> [Part: Date] where Part.RawValue == String {
        guard !missing.isEmpty else {
            return [:]
        }
        // Cached: a list of series (the diary's progress) asks this once per series.
        let statement = try db.cachedStatement(
            sql: "SELECT part, cachedAt FROM \(name.quotedDatabaseIdentifier) "
                + "WHERE \(ownerColumn.quotedDatabaseIdentifier) = ? AND language = ?")
        var found: [Part: Date] = [:]
        for row in try Row.fetchAll(statement, arguments: [owner.databaseValue, language]) {
            guard let part = Part(rawValue: row[0]), missing.contains(part) else {
                continue
            }
            found[part] = row[1]
        }
        return found
    }

    /// Remembers `unanswered` for the owner and forgets what was remembered of `answered`, in the
    /// caller's transaction (the one that writes the answered parts).
    public func record<Part: RawRepresentable & Hashable>(
        answered: Set<Part>,
        unanswered: Set<Part>,
        of owner: some DatabaseValueConvertible & Sendable,
        language: String,
        cachedAt: Date,
        in db: Database
    ) throws where Part.RawValue == String {
        let table = name.quotedDatabaseIdentifier
        let ownerColumn = ownerColumn.quotedDatabaseIdentifier
        if !answered.isEmpty {
            let names = answered.map(\.rawValue).sorted()
            let placeholders = Array(repeating: "?", count: names.count).joined(separator: ", ")
            try db.execute(
                sql: "DELETE FROM \(table) WHERE \(ownerColumn) = ? AND part IN (\(placeholders))",
                arguments: StatementArguments([owner.databaseValue] + names.map(\.databaseValue)))
        }
        for part in unanswered.map(\.rawValue).sorted() {
            try db.execute(
                sql: "INSERT OR REPLACE INTO \(table) (\(ownerColumn), part, language, cachedAt) VALUES (?, ?, ?, ?)",
                arguments: [owner.databaseValue, part, language, cachedAt])
        }
    }
}
