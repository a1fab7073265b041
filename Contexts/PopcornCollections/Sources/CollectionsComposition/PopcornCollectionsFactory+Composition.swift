import CollectionsApplication
import CollectionsDomain
import CollectionsInfrastructure
import CoreDomain
import DataPersistence
import Foundation

/// The Collections context's only public entry point: give it a database, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornCollectionsFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { CollectionsMigrations() }

    /// The factory over the shared cache `database` and TMDb (`remoteDataSource`), with one command's
    /// cache rules.
    public init(
        database: CacheDatabase,
        remoteDataSource: some FilmCollectionRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBFilmCollectionLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        self.init(
            filmCollectionRepository: DefaultFilmCollectionRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            filmCollectionSearchRepository: DefaultFilmCollectionSearchRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            imagesConfigurationProvider: imagesConfigurationProvider
        )
    }
}
