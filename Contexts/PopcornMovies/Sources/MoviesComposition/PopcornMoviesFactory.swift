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
public struct PopcornMoviesFactory: Sendable {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { MoviesMigrations() }

    private let applicationFactory: MoviesApplicationFactory

    public init(
        database: CacheDatabase,
        remoteDataSource: some MovieRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any MovieWatchlistProviding)? = nil,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBMovieLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        applicationFactory = MoviesApplicationFactory(
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
            language: cacheContext.language
        )
    }

    /// The use case behind `popcorn movie <ref>`.
    public func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        applicationFactory.makeFetchMovieDetailsUseCase()
    }

    /// The use case behind `popcorn movie credits <ref>`.
    public func makeFetchMovieCreditsUseCase() -> any FetchMovieCreditsUseCase {
        applicationFactory.makeFetchMovieCreditsUseCase()
    }

    /// The use case behind `popcorn movie images <ref>`.
    public func makeFetchMovieImagesUseCase() -> any FetchMovieImagesUseCase {
        applicationFactory.makeFetchMovieImagesUseCase()
    }

    /// The use case behind `popcorn movie recommendations <ref>`.
    public func makeFetchMovieRecommendationsUseCase() -> any FetchMovieRecommendationsUseCase {
        applicationFactory.makeFetchMovieRecommendationsUseCase()
    }

    /// The use case behind `popcorn movie similar <ref>`.
    public func makeFetchMovieSimilarUseCase() -> any FetchMovieSimilarUseCase {
        applicationFactory.makeFetchMovieSimilarUseCase()
    }

    /// The use case behind `popcorn movie watch <ref>`.
    public func makeFetchMovieWatchProvidersUseCase() -> any FetchMovieWatchProvidersUseCase {
        applicationFactory.makeFetchMovieWatchProvidersUseCase()
    }

    /// The use case behind the curated list commands.
    public func makeFetchMovieListUseCase() -> any FetchMovieListUseCase {
        applicationFactory.makeFetchMovieListUseCase()
    }

    /// The use case behind `popcorn movie search`.
    public func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        applicationFactory.makeSearchMoviesUseCase()
    }
}
