import DataPersistence

/// Where the TV series context caches its list and search pages: `tv_series_preview_page`,
/// owning its results in `tv_series_preview` through `pageKey`.
enum TVSeriesPreviewPageTables: PreviewPageTables {
    typealias Result = TVSeriesPreviewEntity
    static let pageTable = "tv_series_preview_page"
    static let resultTable = "tv_series_preview"
}
