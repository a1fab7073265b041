import DataPersistence

/// Where the Discover context caches its result pages: `discover_media_page`, owning its results in
/// `discover_media_preview` through `pageKey`.
///
/// The page's record and mapper are DataPersistence's `PreviewPageEntity` and `PreviewPageMapper`;
/// the result row is the shared `MediaPreviewRow`, mapped by `MediaPreviewRowMapper`.
enum DiscoverPreviewPageTables: PreviewPageTables {
    typealias Result = MediaPreviewRow
    static let pageTable = "discover_media_page"
    static let resultTable = "discover_media_preview"
}
