import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves seasons with their episodes from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache`; a season is its own cache entry, fresh or not whatever its series is.
public struct DefaultTVSeasonRepository: TVSeasonRepository {
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

    public func season(_ seasonNumber: Int, inTVSeries tvSeriesID: TVSeries.ID) async throws(DataAccessError)
        -> TVSeason
    {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: TVSeriesCacheKey.season(seasonNumber, inTVSeries: tvSeriesID),
            local: { () async throws(DataAccessError) in
                try await localDataSource.season(seasonNumber, inTVSeries: tvSeriesID)
            },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.season(seasonNumber, inTVSeries: tvSeriesID)
            },
            store: { (season: TVSeason) async throws(DataAccessError) in
                try await localDataSource.save(season, inTVSeries: tvSeriesID)
            }
        )
    }
}
