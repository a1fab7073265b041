import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves series from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultTVSeriesRepository: TVSeriesRepository {
    private let remoteDataSource: any TVSeriesRemoteDataSource
    private let localDataSource: any TVSeriesLocalDataSource
    private let cacheContext: CacheContext

    /// A repository for one command's cache policy, language, clock and reporter.
    public init(
        remoteDataSource: any TVSeriesRemoteDataSource,
        localDataSource: any TVSeriesLocalDataSource,
        cacheContext: CacheContext
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheContext = cacheContext
    }

    public func tvSeries(withID id: TVSeries.ID) async throws(DataAccessError) -> TVSeries {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: TVSeriesCacheKey.tvSeries(id),
            local: { () async throws(DataAccessError) in try await localDataSource.tvSeries(withID: id) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.tvSeries(withID: id) },
            store: { (tvSeries: TVSeries) async throws(DataAccessError) in try await localDataSource.save(tvSeries) }
        )
    }
}
