import CollectionsDomain
import CollectionsInfrastructure
import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit

/// The Collections context's remote data source, answered by TMDb's `/collection/{id}` and
/// `/search/collection` (live or the offline catalog).
///
/// TMDbKit's DTOs and errors stop here: callers get domain types and `DataAccessError`.
public struct TMDbFilmCollectionRemoteDataSource: FilmCollectionRemoteDataSource {
    private let client: TMDbClient
    private let language: String
    private let mapper = FilmCollectionMapper()
    private let pageMapper = FilmCollectionPreviewPageMapper()

    /// - Parameters:
    ///   - client: The TMDb client, over whichever transport the composition root chose.
    ///   - language: TMDb's `language` parameter for every request, e.g. `en-US`.
    public init(client: TMDbClient, language: String) {
        self.client = client
        self.language = language
    }

    public func filmCollection(withID id: Int) async throws(DataAccessError) -> FilmCollection {
        mapper.map(try await client.fetch(.collectionDetails(id: id, language: language)))
    }

    public func searchFilmCollections(query: String, page: Int) async throws(DataAccessError)
        -> FilmCollectionPreviewPage
    {
        pageMapper.map(try await client.fetch(.searchCollections(query: query, page: page, language: language)))
    }
}
