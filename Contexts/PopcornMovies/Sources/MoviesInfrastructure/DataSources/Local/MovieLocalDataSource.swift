import CoreDomain
import DataPersistence
import Foundation
import MoviesDomain

/// The movies context's offline cache, read and written by the repositories through `ReadThroughCache`.
///
/// Reads return `nil` when nothing is cached in the data source's language; every value comes
/// back with the date it was written, so the cache can tell fresh from stale.
public protocol MovieLocalDataSource: Sendable {
    /// The cached movie with the cached ones of `parts`, each with the date it was written, read in
    /// one transaction; `nil` when the movie's details are not cached.
    func bundle(
        forMovie id: Int,
        including parts: Set<MoviePart>
    ) async throws(DataAccessError) -> CachedParts<MovieBundle, ScreenEntry<MoviePart>>?

    /// Caches a movie and every part the bundle holds, each in its own entry, in one transaction,
    /// replacing older copies; parts the bundle does not hold are left as they are.
    func save(_ bundle: MovieBundle) async throws(DataAccessError)

    /// The cached list or search page stored under a repository's cache key, or `nil`.
    func page(forKey key: String) async throws(DataAccessError) -> Cached<MoviePreviewPage>?

    /// Caches a list or search page under a repository's cache key, replacing any older copy.
    func save(_ page: MoviePreviewPage, forKey key: String) async throws(DataAccessError)
}
