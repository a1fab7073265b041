import DataPersistence

/// Where the Discover context caches its result pages: `discover_media_page`, owning its results in
/// `discover_media_preview` through `pageKey`.
///
/// Pages are read and written by DataPersistence's `GRDBMediaPreviewPageLocalDataSource` over these
/// tables (public so that the factory can build it); the result row is the shared `MediaPreviewRow`.
public enum DiscoverPreviewPageTables: PreviewPageTables {
    public typealias Result = MediaPreviewRow
    public static let pageTable = "discover_media_page"
    public static let resultTable = "discover_media_preview"
}
