import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves list and search pages from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
public struct DefaultTVSeriesListRepository: TVSeriesListRepository {
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

    public func tvSeries(in list: TVSeriesListKind, page: Int) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let key = TVSeriesCacheKey.list(list, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .list,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in try await remoteDataSource.tvSeries(in: list, page: page) },
            store: { (result: TVSeriesPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }

    public func searchTVSeries(
        query: String,
        firstAirDateYear: Int?,
        page: Int
    ) async throws(DataAccessError) -> TVSeriesPreviewPage {
        let key = TVSeriesCacheKey.search(query: query, firstAirDateYear: firstAirDateYear, page: page)
        return try await ReadThroughCache(context: cacheContext).fetch(
            .search,
            key: key,
            local: { () async throws(DataAccessError) in try await localDataSource.page(forKey: key) },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.searchTVSeries(query: query, firstAirDateYear: firstAirDateYear, page: page)
            },
            store: { (result: TVSeriesPreviewPage) async throws(DataAccessError) in
                try await localDataSource.save(result, forKey: key)
            }
        )
    }
}
