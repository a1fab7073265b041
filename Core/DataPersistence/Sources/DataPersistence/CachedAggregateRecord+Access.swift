import CoreDomain
import GRDB

extension DatabaseReader {
    /// The aggregate stored under `key` in `language`, mapped to a domain value with its `cachedAt`, or `nil`.
    public func readCached<Entity: CachedAggregateRecord, Value: Sendable>(
        _ type: Entity.Type,
        key: some DatabaseValueConvertible & Sendable,
        language: String,
        map: @escaping @Sendable (Entity) -> Value
    ) async throws(DataAccessError) -> Cached<Value>? {
        try await readStorage { db in
            try Entity.fetchCached(in: db, key: key, language: language)
                .map { Cached(value: map($0), cachedAt: $0.cachedAt) }
        }
    }
}

extension CachedAggregateRecord {
    /// The record stored under `key` in `language` with its children, in the caller's transaction:
    /// several parts of one screen are read in one transaction this way.
    public static func fetchCached(
        in db: Database,
        key: some DatabaseValueConvertible & Sendable,
        language: String
    ) throws -> Self? {
        let statement = try db.cachedStatement(
            sql: "SELECT * FROM \(databaseTableName.quotedDatabaseIdentifier) WHERE "
                + "\(keyColumn.quotedDatabaseIdentifier) = ? AND \(languageColumn.name.quotedDatabaseIdentifier) = ?")
        guard var record = try fetchOne(statement, arguments: [key, language]) else {
            return nil
        }
        try record.readChildren(db)
        return record
    }

    /// Writes the record and replaces its children in the caller's transaction: several parts of
    /// one screen are written in one transaction this way.
    public static func saveAggregate(
        in db: Database,
        key: some DatabaseValueConvertible & Sendable,
        create: () -> Self,
        update: (inout Self) -> Void
    ) throws {
        var entity: Self
        if let existing = try fetchOne(db, key: key) {
            entity = existing
            update(&entity)
            try entity.update(db)
        } else {
            entity = create()
            try entity.insert(db)
        }
        try entity.replaceChildren(db)
    }
}

extension DatabaseWriter {
    /// Writes an aggregate in one transaction: the existing row is updated in place (`update`), or a
    /// new one inserted (`create`), and its children are replaced.
    public func saveAggregate<Entity: CachedAggregateRecord>(
        _ type: Entity.Type,
        key: some DatabaseValueConvertible & Sendable,
        create: @escaping @Sendable () -> Entity,
        update: @escaping @Sendable (inout Entity) -> Void
    ) async throws(DataAccessError) {
        try await writeStorage { db in
            try Entity.saveAggregate(in: db, key: key, create: create, update: update)
        }
    }
}
