import Foundation
import GRDB

/// A mapper of one part of a title (its videos, keywords, translations, watch providers) to the
/// ``OwnedRowsEntity`` a context caches it in, so every context saves such a part the same one way.
public protocol OwnedRowsEntityMapping: Sendable {
    /// Where the context caches the part.
    associatedtype Tables: OwnedRowsTables
    /// The part as the domain has it (`[Video]`, `[WatchProviderOffers]`).
    associatedtype Value

    /// Overwrites `entity`'s language and rows with `value`'s, and refreshes `cachedAt`.
    func map(_ value: Value, to entity: inout OwnedRowsEntity<Tables>, language: String, cachedAt: Date)
}

extension OwnedRowsEntityMapping {
    /// A new entity of `ownerID`'s rows for `value`.
    public func map(_ value: Value, ownerID: Int, language: String, cachedAt: Date) -> OwnedRowsEntity<Tables> {
        var entity = OwnedRowsEntity<Tables>(ownerID: ownerID, language: language, cachedAt: cachedAt)
        map(value, to: &entity, language: language, cachedAt: cachedAt)
        return entity
    }

    /// Saves `value` as `ownerID`'s part in the caller's transaction (its row updated in place or
    /// inserted, its child rows replaced); does nothing for `nil`, a part not fetched.
    public func save(_ value: Value?, ownerID: Int, language: String, cachedAt: Date, in db: Database) throws {
        guard let value else {
            return
        }
        try OwnedRowsEntity<Tables>.saveAggregate(
            in: db, key: ownerID,
            create: { map(value, ownerID: ownerID, language: language, cachedAt: cachedAt) },
            update: { map(value, to: &$0, language: language, cachedAt: cachedAt) })
    }
}
