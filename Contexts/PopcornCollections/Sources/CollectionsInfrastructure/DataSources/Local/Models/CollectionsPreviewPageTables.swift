import DataPersistence

/// Where the Collections context caches its search pages: `collections_preview_page`, owning its
/// results in `collections_film_collection_preview` through `pageKey`.
///
/// The page's record and mapper are DataPersistence's `PreviewPageEntity` and `PreviewPageMapper`;
/// the context brings only the result row (``CollectionsFilmCollectionPreviewEntity``) and its mapper.
enum CollectionsPreviewPageTables: PreviewPageTables {
    typealias Result = CollectionsFilmCollectionPreviewEntity
    static let pageTable = "collections_preview_page"
    static let resultTable = "collections_film_collection_preview"
}
