import DataPersistence

/// Where the Trending context caches its pages: `trending_media_page`, owning its results in
/// `trending_media_preview` through `pageKey`.
///
/// The page's record and mapper are DataPersistence's `PreviewPageEntity` and `PreviewPageMapper`;
/// the result row is the shared `MediaPreviewRow`, mapped by `MediaPreviewRowMapper`.
enum TrendingPreviewPageTables: PreviewPageTables {
    typealias Result = MediaPreviewRow
    static let pageTable = "trending_media_page"
    static let resultTable = "trending_media_preview"
}
