import CoreDomain
import DataPersistence
import Foundation
import TMDbKit

/// Supplies TMDb's images configuration from `/configuration`, cached for a week and read once per process.
///
/// Concurrent callers share one in-flight fetch.
public actor TMDbImagesConfigurationProvider: ImagesConfigurationProviding {
    static let cacheKey = "tmdb:configuration"

    private let client: TMDbClient
    private let cache: DocumentCache
    private let cacheContext: CacheContext
    private let mapper = ImagesConfigurationMapper()
    private var inFlight: Task<ImagesConfiguration, any Error>?

    public init(client: TMDbClient, cache: DocumentCache, cacheContext: CacheContext) {
        self.client = client
        self.cache = cache
        self.cacheContext = cacheContext
    }

    public func imagesConfiguration() async throws(DataAccessError) -> ImagesConfiguration {
        let task = inFlight ?? Task { try await self.load() }
        inFlight = task
        do {
            return try await task.value
        } catch {
            inFlight = nil
            throw (error as? DataAccessError) ?? .unknown(String(describing: error))
        }
    }

    private nonisolated func load() async throws(DataAccessError) -> ImagesConfiguration {
        let cache = cache
        let clock = cacheContext.clock
        return try await ReadThroughCache(context: cacheContext).fetch(
            .configuration,
            key: Self.cacheKey,
            local: { () async throws(DataAccessError) in
                try await cache.read(ImagesConfiguration.self, key: Self.cacheKey)
            },
            remote: { () async throws(DataAccessError) in
                try await self.fetchRemote()
            },
            store: { (configuration: ImagesConfiguration) async throws(DataAccessError) in
                try await cache.write(configuration, key: Self.cacheKey, cachedAt: clock.now())
            }
        )
    }

    private nonisolated func fetchRemote() async throws(DataAccessError) -> ImagesConfiguration {
        mapper.map(try await client.fetch(.configuration))
    }
}
