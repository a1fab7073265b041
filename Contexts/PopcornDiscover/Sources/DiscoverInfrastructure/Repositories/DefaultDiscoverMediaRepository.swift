import CoreDomain
import DataPersistence
import DiscoverDomain
import Foundation

/// Serves discovered pages from the local cache when fresh (an hour, like every list), from TMDb
/// otherwise, through `ReadThroughCache`.
public struct DefaultDiscoverMediaRepository: DiscoverMediaRepository {
    private let remoteDataSource: any DiscoverMediaRemoteDataSource
    private let localDataSource: any MediaPreviewPageLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any DiscoverMediaRemoteDataSource,
        localDataSource: any MediaPreviewPageLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func discover(_ query: DiscoverQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let key = DiscoverCacheKey.page(query)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.discover(query) },
            store: { (result: MediaPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
