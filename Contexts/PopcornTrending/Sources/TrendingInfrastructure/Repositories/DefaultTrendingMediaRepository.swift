import CoreDomain
import DataPersistence
import Foundation
import TrendingDomain

/// Serves trending pages from the local cache when fresh (a list's time to live, an hour), from
/// TMDb otherwise, through `ReadThroughCache`.
public struct DefaultTrendingMediaRepository: TrendingMediaRepository {
    private let remoteDataSource: any TrendingMediaRemoteDataSource
    private let localDataSource: any MediaPreviewPageLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any TrendingMediaRemoteDataSource,
        localDataSource: any MediaPreviewPageLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func trending(_ query: TrendingQuery) async throws(DataAccessError) -> MediaPreviewPage {
        let key = TrendingCacheKey.trending(query)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.trending(query) },
            store: { (result: MediaPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
