import CoreDomain

/// A context's cache of pages that mix movies, series and people (a search, trending, a
/// discovery): reads return the page with when it was written, so the repository can tell fresh
/// from stale. Every such context's repository depends on it rather than on a port of its own.
public protocol MediaPreviewPageLocalDataSource: Sendable {
    /// The cached page stored under a repository's cache key, or `nil` (also when cached in another language).
    func page(forKey key: String) async throws(DataAccessError) -> Cached<MediaPreviewPage>?

    /// Stores a page under a repository's cache key, replacing any older copy and its results.
    func save(_ page: MediaPreviewPage, forKey key: String) async throws(DataAccessError)
}
