import CollectionsDomain
import CoreDomain
import DataPersistence
import Foundation

/// Serves each collection from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache`, for a movie's details' time to live.
public struct DefaultFilmCollectionRepository: FilmCollectionRepository {
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

    public func filmCollection(withID id: FilmCollection.ID) async throws(DataAccessError) -> FilmCollection {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: FilmCollectionCacheKey.filmCollection(id),
            local: { () async throws(DataAccessError) in try await localDataSource.filmCollection(withID: id) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.filmCollection(withID: id) },
            store: { (value: FilmCollection) async throws(DataAccessError) in try await localDataSource.save(value) }
        )
    }
}
