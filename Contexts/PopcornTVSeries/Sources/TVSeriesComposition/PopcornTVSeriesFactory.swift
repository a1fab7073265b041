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
public struct PopcornTVSeriesFactory: Sendable {
    /// The context's schema migrations, to register when the shared database is opened.
    public static var migrations: any DatabaseMigrations { TVSeriesMigrations() }

    private let applicationFactory: TVSeriesApplicationFactory

    /// A factory whose repositories share one local data source, one remote data source and one cache policy.
    public init(
        database: CacheDatabase,
        remoteDataSource: some TVSeriesRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        watchlistProvider: (any TVSeriesWatchlistProviding)? = nil,
        cacheContext: CacheContext
    ) {
        let localDataSource = GRDBTVSeriesLocalDataSource(
            database: database.writer,
            language: cacheContext.language,
            clock: cacheContext.clock
        )
        applicationFactory = TVSeriesApplicationFactory(
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
            language: cacheContext.language
        )
    }

    /// The use case that shows one TV series.
    public func makeFetchTVSeriesDetailsUseCase() -> any FetchTVSeriesDetailsUseCase {
        applicationFactory.makeFetchTVSeriesDetailsUseCase()
    }

    /// The use case behind `popcorn tv images <ref>`.
    public func makeFetchTVSeriesImagesUseCase() -> any FetchTVSeriesImagesUseCase {
        applicationFactory.makeFetchTVSeriesImagesUseCase()
    }

    /// The use case behind `popcorn tv recommendations <ref>`.
    public func makeFetchTVSeriesRecommendationsUseCase() -> any FetchTVSeriesRecommendationsUseCase {
        applicationFactory.makeFetchTVSeriesRecommendationsUseCase()
    }

    /// The use case behind `popcorn tv similar <ref>`.
    public func makeFetchTVSeriesSimilarUseCase() -> any FetchTVSeriesSimilarUseCase {
        applicationFactory.makeFetchTVSeriesSimilarUseCase()
    }

    /// The use case behind `popcorn tv watch <ref>`.
    public func makeFetchTVSeriesWatchProvidersUseCase() -> any FetchTVSeriesWatchProvidersUseCase {
        applicationFactory.makeFetchTVSeriesWatchProvidersUseCase()
    }

    /// The use case that shows one season of a series, with its episodes.
    public func makeFetchTVSeasonDetailsUseCase() -> any FetchTVSeasonDetailsUseCase {
        applicationFactory.makeFetchTVSeasonDetailsUseCase()
    }

    /// The use case that shows one episode of a series.
    public func makeFetchTVEpisodeDetailsUseCase() -> any FetchTVEpisodeDetailsUseCase {
        applicationFactory.makeFetchTVEpisodeDetailsUseCase()
    }

    /// The use case that shows one episode's cast, guest stars and crew.
    public func makeFetchTVEpisodeCreditsUseCase() -> any FetchTVEpisodeCreditsUseCase {
        applicationFactory.makeFetchTVEpisodeCreditsUseCase()
    }

    /// The use case that shows a series' current cast and crew.
    public func makeFetchTVSeriesCreditsUseCase() -> any FetchTVSeriesCreditsUseCase {
        applicationFactory.makeFetchTVSeriesCreditsUseCase()
    }

    /// The use case that shows everyone who ever appeared in or worked on a series.
    public func makeFetchTVSeriesAggregateCreditsUseCase() -> any FetchTVSeriesAggregateCreditsUseCase {
        applicationFactory.makeFetchTVSeriesAggregateCreditsUseCase()
    }

    /// The use case behind the curated series lists.
    public func makeFetchTVSeriesListUseCase() -> any FetchTVSeriesListUseCase {
        applicationFactory.makeFetchTVSeriesListUseCase()
    }

    /// The use case behind the series search.
    public func makeSearchTVSeriesUseCase() -> any SearchTVSeriesUseCase {
        applicationFactory.makeSearchTVSeriesUseCase()
    }
}
