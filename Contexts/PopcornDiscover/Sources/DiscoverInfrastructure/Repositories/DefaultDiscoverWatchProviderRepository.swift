import CoreDomain
import DataPersistence
import DiscoverDomain
import Foundation

/// Serves a region's streaming services from the cache's documents when fresh (a day, like details),
/// from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultDiscoverWatchProviderRepository: DiscoverWatchProviderRepository {
    private let remoteDataSource: any DiscoverWatchProviderRemoteDataSource
    private let cache: DocumentCache
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any DiscoverWatchProviderRemoteDataSource, cache: DocumentCache, cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.cache = cache
        self.cacheContext = cacheContext
    }

    public func watchProviders(for mediaType: DiscoverMediaType, region: String) async throws(DataAccessError)
        -> [WatchProvider]
    {
        let code = region.uppercased()
        let key = DiscoverCacheKey.watchProviders(mediaType, region: code, language: cacheContext.language)
        let (cache, clock) = (self.cache, cacheContext.clock)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: key,
            local: { () async throws(DataAccessError) -> Cached<[WatchProvider]>? in
                try await cache.read([DiscoverWatchProviderRecord].self, key: key).map {
                    Cached(value: $0.value.map(\.watchProvider), cachedAt: $0.cachedAt)
                }
            },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.watchProviders(for: mediaType, region: code)
            },
            store: { (providers: [WatchProvider]) async throws(DataAccessError) in
                try await cache.write(
                    providers.map { DiscoverWatchProviderRecord($0) }, key: key, cachedAt: clock.now())
            }
        )
    }
}
