import CoreDomain
import DataPersistence
import Foundation

/// The Discover context's cache of result pages: reads return the page with when it was written, so
/// the repository can tell fresh from stale.
public protocol DiscoverMediaLocalDataSource: Sendable {
    /// The cached page stored under a repository's cache key, or `nil` (also when cached in another language).
    func page(forKey key: String) async throws(DataAccessError) -> Cached<MediaPreviewPage>?

    /// Stores a page under a repository's cache key, replacing any older copy and its results.
    func save(_ page: MediaPreviewPage, forKey key: String) async throws(DataAccessError)
}
