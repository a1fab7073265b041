/// Maps a title's `[Keyword]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public typealias KeywordsEntityMapper<Tables: KeywordsTables> = OwnedRowListMapper<Tables, KeywordRowMapper>

extension OwnedRowListMapper where RowMapper == KeywordRowMapper {
    /// A mapper of keywords.
    public init() {
        self.init(rowMapper: KeywordRowMapper())
    }
}
