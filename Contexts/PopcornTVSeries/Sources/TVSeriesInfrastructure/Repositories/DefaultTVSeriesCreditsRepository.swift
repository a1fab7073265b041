import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves a series' credits and aggregate credits from the local cache when fresh, from TMDb otherwise,
/// through `ReadThroughCache`; each is its own cache entry.
public struct DefaultTVSeriesCreditsRepository: TVSeriesCreditsRepository {
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

    public func credits(forTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError) -> Credits {
        try await ReadThroughCache(context: cacheContext).fetch(
            .credits,
            key: TVSeriesCacheKey.credits(forTVSeries: tvSeriesID),
            local: { () async throws(DataAccessError) in try await localDataSource.credits(forTVSeries: tvSeriesID) },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.credits(forTVSeries: tvSeriesID)
            },
            store: { (credits: Credits) async throws(DataAccessError) in try await localDataSource.save(credits) }
        )
    }

    public func aggregateCredits(forTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError)
        -> AggregateCredits
    {
        try await ReadThroughCache(context: cacheContext).fetch(
            .credits,
            key: TVSeriesCacheKey.aggregateCredits(forTVSeries: tvSeriesID),
            local: { () async throws(DataAccessError) in
                try await localDataSource.aggregateCredits(forTVSeries: tvSeriesID)
            },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.aggregateCredits(forTVSeries: tvSeriesID)
            },
            store: { (credits: AggregateCredits) async throws(DataAccessError) in
                try await localDataSource.save(credits)
            }
        )
    }
}
