import CollectionsDomain
import CoreDomain
import Foundation

/// Where a collection comes from when the cache cannot answer: the port the TMDb adapter implements.
///
/// The remote is already configured with the language; callers never pass it.
public protocol FilmCollectionRemoteDataSource: Sendable {
    /// The collection with a TMDb id, with its movies in TMDb's order, from TMDb.
    func filmCollection(withID id: Int) async throws(DataAccessError) -> FilmCollection

    /// Page `page` (1-based) of the collections whose names match `query`, from TMDb.
    func searchFilmCollections(query: String, page: Int) async throws(DataAccessError) -> FilmCollectionPreviewPage
}
