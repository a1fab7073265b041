import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves single episodes from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
///
/// An episode is its own cache entry, which a cached season's episodes are too: the season's
/// write caches each episode it lists (the adapter fills in the `showID` TMDb's episode endpoint
/// leaves out, so both describe it alike), so an episode of a cached season asks TMDb nothing.
public struct DefaultTVEpisodeRepository: TVEpisodeRepository {
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

    public func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(DataAccessError) -> TVEpisode {
        try await ReadThroughCache(context: cacheContext).fetch(
            .details,
            key: TVSeriesCacheKey.episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID),
            local: { () async throws(DataAccessError) in
                try await localDataSource.episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.episode(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            },
            store: { (episode: TVEpisode) async throws(DataAccessError) in
                try await localDataSource.save(episode, inTVSeries: tvSeriesID)
            }
        )
    }
}
