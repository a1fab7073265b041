import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves single episodes from the local cache when fresh, from TMDb otherwise, through `ReadThroughCache`.
///
/// An episode is its own cache entry: a cached season's episodes never answer for it. TMDb's
/// episode endpoint and season endpoint describe an episode differently (the former leaves out
/// `showID`), so answering from the season would give a value the network never would; and the
/// season and the episode expire on their own clocks.
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
