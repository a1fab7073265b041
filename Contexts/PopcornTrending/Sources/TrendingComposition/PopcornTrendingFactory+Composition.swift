import CoreDomain
import DataPersistence
import Foundation
import TrendingApplication
import TrendingDomain
import TrendingInfrastructure

/// The Trending context's only public entry point: give it the cache, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornTrendingFactory {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { TrendingMigrations() }

    public init(
        database: CacheDatabase,
        remoteDataSource: some TrendingMediaRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        self.init(
            trendingMediaRepository: DefaultTrendingMediaRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>(
                    database: database.writer, language: cacheContext.language, clock: cacheContext.clock),
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
