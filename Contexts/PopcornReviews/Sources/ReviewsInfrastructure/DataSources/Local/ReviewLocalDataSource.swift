import CoreDomain
import DataPersistence
import Foundation
import ReviewsDomain

/// The Reviews context's cache: reads return the page with when it was written, so the repository
/// can tell fresh from stale.
public protocol ReviewLocalDataSource: Sendable {
    /// The cached page stored under a repository's cache key, or `nil` when absent (or cached in
    /// another language).
    func page(forKey key: String) async throws(DataAccessError) -> Cached<ReviewPage>?

    /// Stores a page under a repository's cache key, replacing any older copy and its reviews.
    func save(_ page: ReviewPage, forKey key: String) async throws(DataAccessError)
}
