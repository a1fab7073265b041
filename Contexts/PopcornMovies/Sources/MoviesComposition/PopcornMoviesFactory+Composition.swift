import CoreDomain
import DataPersistence
import Foundation
import MoviesApplication
import MoviesDomain
import MoviesInfrastructure

/// The Movies context's only public entry point: give it a database, a remote data source and
/// providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornMoviesFactory {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { MoviesMigrations() }

    public init(
        database: CacheDatabase,
        remoteDataSource: some MovieRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any MovieWatchlistProviding)? = nil,
        viewingProvider: (any MovieViewingProviding)? = nil,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBMovieLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        self.init(
            movieRepository: DefaultMovieRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: localDataSource,
                cacheContext: cacheContext
            ),
            movieListRepository: DefaultMovieListRepository(
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
