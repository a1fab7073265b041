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
public struct PopcornTrendingFactory: Sendable {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { TrendingMigrations() }

    private let applicationFactory: TrendingApplicationFactory

    public init(
        database: CacheDatabase,
        remoteDataSource: some TrendingMediaRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        applicationFactory = TrendingApplicationFactory(
            trendingMediaRepository: DefaultTrendingMediaRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>(
                    database: database.writer, language: cacheContext.language, clock: cacheContext.clock),
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }

    /// The use case behind `popcorn trending`.
    public func makeFetchTrendingUseCase() -> any FetchTrendingUseCase {
        applicationFactory.makeFetchTrendingUseCase()
    }
}
