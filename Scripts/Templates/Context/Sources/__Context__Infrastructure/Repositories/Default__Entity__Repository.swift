import CoreDomain
import DataPersistence
import Foundation
import __Context__Domain

/// Serves each __entity_words__ from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct Default__Entity__Repository: __Entity__Repository {
    private let remoteDataSource: any __Entity__RemoteDataSource
    private let localDataSource: any __Entity__LocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any __Entity__RemoteDataSource,
        localDataSource: any __Entity__LocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    /// The cache key of __a__ __entity_words__, e.g. `__entity_snake__:1`.
    static func cacheKey(_ id: __Entity__.ID) -> String {
        "__entity_snake__:\(id)"
    }

    public func __entity__(withID id: __Entity__.ID) async throws(DataAccessError) -> __Entity__ {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: Self.cacheKey(id),
            local: { () async throws(DataAccessError) in try await localDataSource.__entity__(withID: id) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.__entity__(withID: id) },
            store: { (value: __Entity__) async throws(DataAccessError) in try await localDataSource.save(value) }
        )
    }
}
