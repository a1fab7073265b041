import DataPersistence

/// Where the Search context caches its result pages: `search_media_page`, owning its results in
/// `search_media_preview` through `pageKey`.
///
/// The page's record and mapper are DataPersistence's `PreviewPageEntity` and `PreviewPageMapper`;
/// the result row is the shared `MediaPreviewRow`, mapped by `MediaPreviewRowMapper`.
enum SearchPreviewPageTables: PreviewPageTables {
    typealias Result = MediaPreviewRow
    static let pageTable = "search_media_page"
    static let resultTable = "search_media_preview"
}
