import CoreDomain
import DataPersistence
import Foundation
import TVSeriesDomain

/// Serves an episode's credits from the local cache when fresh, from TMDb otherwise, through
/// `ReadThroughCache`: their own cache entry (kind `credits`, a week), apart from the episode's.
public struct DefaultTVEpisodeCreditsRepository: TVEpisodeCreditsRepository {
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

    public func credits(
        ofEpisode episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: TVSeries.ID
    ) async throws(DataAccessError) -> TVEpisodeCredits {
        try await ReadThroughCache(context: cacheContext).fetch(
            .credits,
            key: TVSeriesCacheKey.episodeCredits(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID),
            local: { () async throws(DataAccessError) in
                try await localDataSource.episodeCredits(episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            },
            remote: { () async throws(DataAccessError) in
                try await remoteDataSource.episodeCredits(
                    episodeNumber, inSeason: seasonNumber, inTVSeries: tvSeriesID)
            },
            store: { (credits: TVEpisodeCredits) async throws(DataAccessError) in
                try await localDataSource.save(credits)
            }
        )
    }
}
