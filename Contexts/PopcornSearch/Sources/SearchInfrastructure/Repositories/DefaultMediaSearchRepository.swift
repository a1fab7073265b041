import CoreDomain
import DataPersistence
import Foundation
import SearchDomain

/// Serves search pages, and what an IMDb id stands for, from the local cache when fresh, from TMDb
/// otherwise, through `ReadThroughCache`.
public struct DefaultMediaSearchRepository: MediaSearchRepository {
    private let remoteDataSource: any MediaSearchRemoteDataSource
    private let localDataSource: any MediaPreviewPageLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any MediaSearchRemoteDataSource,
        localDataSource: any MediaPreviewPageLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func search(_ query: MediaSearchQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let key = SearchCacheKey.search(query)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.search(query) },
            store: { (result: MediaPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }

    /// Kept beside the searches, as long as a search (so `cache stats` and `cache prune` count it
    /// with them).
    public func find(_ id: IMDbID) async throws(DataAccessError) -> MediaPreviewPage {
        let key = SearchCacheKey.find(id)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.find(id) },
            store: { (result: MediaPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
