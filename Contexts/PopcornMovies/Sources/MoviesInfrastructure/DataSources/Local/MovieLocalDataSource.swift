import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// The movies context's offline cache, read and written by the repositories through `ReadThroughCache`.
///
/// Reads return `nil` when nothing is cached in the data source's language; every value comes
/// back with the date it was written, so the cache can tell fresh from stale.
public protocol MovieLocalDataSource: Sendable {
    /// The cached movie with a TMDb id, or `nil`.
    func movie(withID id: Int) async throws(DataAccessError) -> Cached<Movie>?

    /// Caches a movie, replacing any older copy and its nested lists.
    func save(_ movie: Movie) async throws(DataAccessError)

    /// The cached cast and crew of a movie, or `nil`.
    func credits(forMovie movieID: Int) async throws(DataAccessError) -> Cached<Credits>?

    /// Caches a movie's cast and crew, replacing any older copy.
    func save(_ credits: Credits) async throws(DataAccessError)

    /// The cached list or search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<MoviePreviewPage>?

    /// Caches a list or search page under a repository's cache key, replacing any older copy.
    func save(_ page: MoviePreviewPage, forKey key: String) async throws(DataAccessError)
}
