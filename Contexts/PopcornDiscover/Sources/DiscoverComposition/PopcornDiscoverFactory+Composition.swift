import CoreDomain
import DataPersistence
import DiscoverApplication
import DiscoverDomain
import DiscoverInfrastructure
import Foundation

/// The Discover context's only public entry point: give it the cache, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornDiscoverFactory {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { DiscoverMigrations() }

    public init(
        database: CacheDatabase,
        remoteDataSource: some DiscoverMediaRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        genreProvider: some DiscoverGenreProviding,
        personProvider: some DiscoverPersonProviding,
        cacheContext: CacheContext
    ) {
        self.init(
            discoverMediaRepository: DefaultDiscoverMediaRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBMediaPreviewPageLocalDataSource<DiscoverPreviewPageTables>(
                    database: database.writer, language: cacheContext.language, clock: cacheContext.clock),
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider,
            genreProvider: genreProvider,
            personProvider: personProvider
        )
    }
}
