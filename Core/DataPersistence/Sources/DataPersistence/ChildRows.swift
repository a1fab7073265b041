import GRDB

/// Plain-SQL reads of a record's child rows through cached statements, for
/// ``CachedAggregateRecord/readChildren(_:)``: the same rows an association prefetches, without
/// the schema questions GRDB asks to build the association's query.
public enum ChildRows {
    /// The rows of `Child`'s table that match `condition` (`"movieID = ?"`) with `arguments`, in
    /// `order` (TMDb's, kept in `position`, unless said otherwise).
    public static func fetch<Child: FetchableRecord & TableRecord>(
        _ type: Child.Type,
        where condition: String,
        arguments: StatementArguments,
        orderedBy order: String = "\"position\"",
        in db: Database
    ) throws -> [Child] {
        let table = Child.databaseTableName.quotedDatabaseIdentifier
        let statement = try db.cachedStatement(sql: "SELECT * FROM \(table) WHERE \(condition) ORDER BY \(order)")
        return try Child.fetchAll(statement, arguments: arguments)
    }

    /// The one row of `Child`'s table that matches `condition` with `arguments`, or `nil`.
    public static func fetchOne<Child: FetchableRecord & TableRecord>(
        _ type: Child.Type,
        where condition: String,
        arguments: StatementArguments,
        in db: Database
    ) throws -> Child? {
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM \(Child.databaseTableName.quotedDatabaseIdentifier) WHERE \(condition)")
        return try Child.fetchOne(statement, arguments: arguments)
    }
}
