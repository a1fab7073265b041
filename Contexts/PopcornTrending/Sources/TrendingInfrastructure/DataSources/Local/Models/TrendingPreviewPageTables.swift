import DataPersistence

/// Where the Trending context caches its pages: `trending_media_page`, owning its results in
/// `trending_media_preview` through `pageKey`.
///
/// Pages are read and written by DataPersistence's `GRDBMediaPreviewPageLocalDataSource` over these
/// tables (public so that the factory can build it); the result row is the shared `MediaPreviewRow`.
public enum TrendingPreviewPageTables: PreviewPageTables {
    public typealias Result = MediaPreviewRow
    public static let pageTable = "trending_media_page"
    public static let resultTable = "trending_media_preview"
}
