import DataPersistence

/// Where the Search context caches its result pages: `search_media_page`, owning its results in
/// `search_media_preview` through `pageKey`.
///
/// Pages are read and written by DataPersistence's `GRDBMediaPreviewPageLocalDataSource` over these
/// tables (public so that the factory can build it); the result row is the shared `MediaPreviewRow`.
public enum SearchPreviewPageTables: PreviewPageTables {
    public typealias Result = MediaPreviewRow
    public static let pageTable = "search_media_page"
    public static let resultTable = "search_media_preview"
}
