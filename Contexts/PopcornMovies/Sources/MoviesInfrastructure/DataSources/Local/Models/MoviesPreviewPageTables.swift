import DataPersistence

/// Where the movies context caches its list and search pages: `movies_preview_page`, owning its
/// results in `movies_movie_preview` through `pageKey`.
enum MoviesPreviewPageTables: PreviewPageTables {
    typealias Result = MoviesMoviePreviewEntity
    static let pageTable = "movies_preview_page"
    static let resultTable = "movies_movie_preview"
}
