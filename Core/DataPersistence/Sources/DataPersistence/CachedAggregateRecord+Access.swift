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
            try Entity.withChildren
                .filter(key: key)
                .filter(Entity.languageColumn == language)
                .fetchOne(db)
                .map { Cached(value: map($0), cachedAt: $0.cachedAt) }
        }
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
            var entity: Entity
            if let existing = try Entity.fetchOne(db, key: key) {
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
}
