import Foundation

/// Maps a title's list of values stored one row each (its videos, keywords, translations) to its
/// ``OwnedRowsEntity`` and back, in TMDb's order, each value through `RowMapper`: the entity's
/// language, date and rows set in one place for every such part.
public struct OwnedRowListMapper<Tables: OwnedRowsTables, RowMapper: OwnedRowMapping>: OwnedRowsEntityMapping
where RowMapper.Row == Tables.Row {
    private let rowMapper: RowMapper

    /// A mapper storing each value with `rowMapper`.
    public init(rowMapper: RowMapper) {
        self.rowMapper = rowMapper
    }

    public func map(_ entity: OwnedRowsEntity<Tables>) -> [RowMapper.Value] {
        (entity.rows ?? []).map(rowMapper.map)
    }

    /// Overwrites the language and every row, and refreshes `cachedAt`.
    public func map(
        _ values: [RowMapper.Value],
        to entity: inout OwnedRowsEntity<Tables>,
        language: String,
        cachedAt: Date
    ) {
        entity.language = language
        entity.cachedAt = cachedAt
        entity.rows = values.map(rowMapper.map)
    }
}
