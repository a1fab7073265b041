import CoreDomain

/// Maps a `Keyword` to the ``KeywordRow`` every context stores it in, and back.
public struct KeywordRowMapper: OwnedRowMapping {
    public init() {}

    public func map(_ row: KeywordRow) -> Keyword {
        Keyword(id: row.keywordID, name: row.name)
    }

    public func map(_ keyword: Keyword) -> KeywordRow {
        KeywordRow(keywordID: keyword.id, name: keyword.name)
    }
}
