/// Maps a title's `[Translation]` to its ``OwnedRowsEntity`` and back, in TMDb's order.
public typealias TranslationsEntityMapper<Tables: TranslationsTables> = OwnedRowListMapper<
    Tables, TranslationRowMapper
>

extension OwnedRowListMapper where RowMapper == TranslationRowMapper {
    /// A mapper of translations.
    public init() {
        self.init(rowMapper: TranslationRowMapper())
    }
}
