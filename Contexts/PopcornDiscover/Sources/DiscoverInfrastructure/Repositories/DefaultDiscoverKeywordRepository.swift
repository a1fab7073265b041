import CoreDomain
import DataPersistence
import DiscoverDomain
import Foundation

/// Serves keyword searches from the cache's documents when fresh (an hour, like every search), from
/// TMDb otherwise, through `ReadThroughCache`.
public struct DefaultDiscoverKeywordRepository: DiscoverKeywordRepository {
    private let remoteDataSource: any DiscoverKeywordRemoteDataSource
    private let cache: DocumentCache
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, clock and reporter.
    public init(remoteDataSource: any DiscoverKeywordRemoteDataSource, cache: DocumentCache, cacheContext: CacheContext)
    {
        self.remoteDataSource = remoteDataSource
        self.cache = cache
        self.cacheContext = cacheContext
    }

    public func keywords(matching name: String) async throws(DataAccessError) -> [Keyword] {
        let key = DiscoverCacheKey.keywords(name)
        let (cache, clock) = (self.cache, cacheContext.clock)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) -> Cached<[Keyword]>? in
                try await cache.read([DiscoverKeywordRecord].self, key: key).map {
                    Cached(value: $0.value.map(\.keyword), cachedAt: $0.cachedAt)
                }
            },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.keywords(matching: name) },
            store: { (keywords: [Keyword]) async throws(DataAccessError) in
                try await cache.write(keywords.map { DiscoverKeywordRecord($0) }, key: key, cachedAt: clock.now())
            }
        )
    }
}
