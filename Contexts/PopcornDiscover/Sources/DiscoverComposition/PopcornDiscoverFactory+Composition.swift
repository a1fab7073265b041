import CoreDomain
import DataPersistence
import DiscoverApplication
import DiscoverDomain
import DiscoverInfrastructure
import Foundation

/// The Discover context's only public entry point: give it the cache, remote data sources and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornDiscoverFactory {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { DiscoverMigrations() }

    /// - Parameters:
    ///   - keywordRemoteDataSource: TMDb's keyword search; its answers are cached as searches.
    ///   - watchProviderRemoteDataSource: TMDb's services of a region; cached for a day.
    public init(
        database: CacheDatabase,
        remoteDataSource: some DiscoverMediaRemoteDataSource,
        keywordRemoteDataSource: some DiscoverKeywordRemoteDataSource,
        watchProviderRemoteDataSource: some DiscoverWatchProviderRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        genreProvider: some DiscoverGenreProviding,
        personProvider: some DiscoverPersonProviding,
        cacheContext: CacheContext
    ) {
        let documents = DocumentCache(database: database)
        self.init(
            discoverMediaRepository: DefaultDiscoverMediaRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBMediaPreviewPageLocalDataSource<DiscoverPreviewPageTables>(
                    database: database.writer, language: cacheContext.language, clock: cacheContext.clock),
                cacheContext: cacheContext
            ),
            keywordRepository: DefaultDiscoverKeywordRepository(
                remoteDataSource: keywordRemoteDataSource, cache: documents, cacheContext: cacheContext),
            watchProviderRepository: DefaultDiscoverWatchProviderRepository(
                remoteDataSource: watchProviderRemoteDataSource, cache: documents, cacheContext: cacheContext),
            imagesConfigurationProvider: imagesConfigurationProvider,
            genreProvider: genreProvider,
            personProvider: personProvider
        )
    }
}
