import DataPersistence
import GRDB

/// The two ways a ``CachedAggregateRecord`` can be read, side by side: the plain SQL every command
/// takes (``CachedAggregateRecord/fetchCached(in:key:language:)``) and GRDB's associations
/// (``CachedAggregateRecord/withChildren``), for tests that hold them to one answer.
public enum CachedAggregateReads {
    /// The record under `key` in `language`, read both ways in one transaction.
    public static func both<Entity: CachedAggregateRecord>(
        _ type: Entity.Type,
        key: some DatabaseValueConvertible & Sendable,
        language: String,
        in db: Database
    ) throws -> (plain: Entity?, associations: Entity?) {
        let plain = try Entity.fetchCached(in: db, key: key, language: language)
        let associations = try Entity.withChildren
            .filter(key: key)
            .filter(Entity.languageColumn == language)
            .fetchOne(db)
        return (plain, associations)
    }
}
