import CoreDomain
import DataPersistence
import Foundation
import TVSeriesApplication
import TVSeriesDomain
import TVSeriesInfrastructure

/// The TVSeries context's only public entry point: give it a database, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornTVSeriesFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { TVSeriesMigrations() }

    /// A factory whose repositories share one local data source, one remote data source and one cache policy.
    public init(
        database: CacheDatabase,
        remoteDataSource: some TVSeriesRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any TVSeriesWatchlistProviding)? = nil,
        viewingProvider: (any TVSeriesViewingProviding)? = nil,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBTVSeriesLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        self.init(
            tvSeriesRepository: DefaultTVSeriesRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            tvEpisodeRepository: DefaultTVEpisodeRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            tvEpisodeCreditsRepository: DefaultTVEpisodeCreditsRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            tvSeriesListRepository: DefaultTVSeriesListRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider,
            watchlistProvider: watchlistProvider,
            viewingProvider: viewingProvider,
            language: cacheContext.language
        )
    }
}
