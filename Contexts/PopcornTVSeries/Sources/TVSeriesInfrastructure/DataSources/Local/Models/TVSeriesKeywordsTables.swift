import DataPersistence

/// Where the TV series context caches a series' keywords: `tv_series_keywords`, owning
/// `tv_series_keyword` through `tvSeriesID`.
enum TVSeriesKeywordsTables: KeywordsTables {
    static let parentTable = "tv_series_keywords"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<KeywordRow>("tv_series_keyword", ownerColumn: ownerColumn)
}
