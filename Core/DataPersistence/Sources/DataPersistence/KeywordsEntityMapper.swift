import CoreDomain
import Foundation

/// Maps a title's `[Keyword]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public struct KeywordsEntityMapper<Tables: KeywordsTables>: OwnedRowsEntityMapping {
    public init() {}

    public func map(_ entity: OwnedRowsEntity<Tables>) -> [Keyword] {
        (entity.rows ?? []).map { Keyword(id: $0.keywordID, name: $0.name) }
    }

    /// Overwrites the language and every keyword, and refreshes `cachedAt`.
    public func map(
        _ keywords: [Keyword],
        to entity: inout OwnedRowsEntity<Tables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = keywords.map { KeywordRow(keywordID: $0.id, name: $0.name) }
    }
}
