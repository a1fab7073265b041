import CollectionsDomain
import CoreDomain
import DataPersistence
import Foundation

/// The Collections context's cache: reads return the value with when it was written, so the
/// repository can tell fresh from stale.
public protocol FilmCollectionLocalDataSource: Sendable {
    /// The cached collection with a TMDb id and its movies, or `nil` when absent (or cached in
    /// another language).
    func filmCollection(withID id: Int) async throws(DataAccessError) -> Cached<FilmCollection>?

    /// Stores a collection and its movies, replacing any older copy.
    func save(_ filmCollection: FilmCollection) async throws(DataAccessError)

    /// The cached search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<FilmCollectionPreviewPage>?

    /// Stores a search page under a repository's cache key, replacing any older copy and its results.
    func save(_ page: FilmCollectionPreviewPage, forKey key: String) async throws(DataAccessError)
}
