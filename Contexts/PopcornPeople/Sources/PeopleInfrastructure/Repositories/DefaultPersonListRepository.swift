import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain

/// Serves popular and search pages from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultPersonListRepository: PersonListRepository {
    private let remoteDataSource: any PersonRemoteDataSource
    private let localDataSource: any PersonLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any PersonRemoteDataSource,
        localDataSource: any PersonLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func popularPeople(page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let key = PeopleCacheKey.popular(page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.popularPeople(page: page) },
            store: { (result: PersonPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }

    public func searchPeople(query: String, page: Int) async throws(DataAccessError) -> PersonPreviewPage {
        let key = PeopleCacheKey.search(query: query, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.searchPeople(query: query, page: page)
            },
            store: { (result: PersonPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
