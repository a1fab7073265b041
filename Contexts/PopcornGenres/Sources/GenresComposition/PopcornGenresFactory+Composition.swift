import DataPersistence
import Foundation
import GenresApplication
import GenresDomain
import GenresInfrastructure

/// The Genres context's only public entry point: give it the cache database, a remote data source
/// and the command's cache rules, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
/// Genres have no images, so unlike other contexts it needs no images configuration provider.
extension PopcornGenresFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { GenresMigrations() }

    public init(
        database: CacheDatabase,
        remoteDataSource: some GenreRemoteDataSource,
        cacheContext: CacheContext
    ) {
        self.init(
            genreRepository: DefaultGenreRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBGenreLocalDataSource(
                    database: database.writer, language: cacheContext.language, clock: cacheContext.clock),
                cacheContext: cacheContext
            )
        )
    }
}
