import DataPersistence

/// Where the TV series context caches a series' translations: `tv_series_translations`, owning
/// `tv_series_translation` through `tvSeriesID`.
enum TVSeriesTranslationsTables: TranslationsTables {
    static let parentTable = "tv_series_translations"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<TranslationRow>("tv_series_translation", ownerColumn: ownerColumn)
}
