import CoreDomain
import Foundation

/// Gives the application layer pages of TMDb's collection search, wherever they come from, so a
/// collection can be named instead of numbered.
///
/// Implementations decide between cache and TMDb; callers only see domain types and typed errors.
public protocol FilmCollectionSearchRepository: Sendable {
    /// Page `page` (1-based) of the collections whose names match `query`.
    func searchFilmCollections(query: String, page: Int) async throws(DataAccessError) -> FilmCollectionPreviewPage
}
