import CollectionsDomain
import CoreDomain
import DataPersistence
import Foundation

/// Serves collection search pages from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache`, for a search's time to live.
public struct DefaultFilmCollectionSearchRepository: FilmCollectionSearchRepository {
    private let remoteDataSource: any FilmCollectionRemoteDataSource
    private let localDataSource: any FilmCollectionLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any FilmCollectionRemoteDataSource,
        localDataSource: any FilmCollectionLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func searchFilmCollections(query: String, page: Int) async throws(DataAccessError)
        -> FilmCollectionPreviewPage
    {
        let key = FilmCollectionCacheKey.search(query: query, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.searchFilmCollections(query: query, page: page)
            },
            store: { (result: FilmCollectionPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
