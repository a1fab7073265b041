import DataPersistence
import Foundation
import Logging
import MoviesAdapters
import MoviesComposition
import PeopleAdapters
import PeopleComposition
import TMDbAdapterKit
import TMDbCatalog
import TMDbKit
import TVSeriesAdapters
import TVSeriesComposition

/// The one place that wires live dependencies for a command:
/// transport -> `TMDbClient` -> adapters -> each context's factory.
struct CompositionRoot: Sendable {
    let configuration: PopcornConfiguration
    let console: Console
    /// Set under `--debug`: requests are logged through it.
    let logger: Logger?
    /// Receives every cache event (debug lines, stale warnings).
    let reporter: any CacheEventReporting

    /// Every context's migrations, registered on the shared cache database.
    static var migrations: [any DatabaseMigrations] {
        [PopcornMoviesFactory.migrations, PopcornTVSeriesFactory.migrations, PopcornPeopleFactory.migrations]
    }

    /// The transport, client, cache database and images provider every context shares; built once
    /// per command, before any factory.
    func makeDependencies() throws(CLIFailure) -> ContextDependencies {
        let client = TMDbClient(transport: try makeTransport())
        let database = try openDatabase()
        let cacheContext = makeCacheContext()
        return ContextDependencies(
            client: client,
            database: database,
            cacheContext: cacheContext,
            imagesConfigurationProvider: TMDbImagesConfigurationProvider(
                client: client,
                cache: DocumentCache(database: database),
                cacheContext: cacheContext
            )
        )
    }

    /// The Movies context's use cases, over the shared source and cache.
    func makeMoviesFactory(using dependencies: ContextDependencies) -> PopcornMoviesFactory {
        PopcornMoviesFactory(
            database: dependencies.database,
            remoteDataSource: TMDbMovieRemoteDataSource(client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }

    /// The TVSeries context's use cases, over the shared source and cache.
    func makeTVSeriesFactory(using dependencies: ContextDependencies) -> PopcornTVSeriesFactory {
        PopcornTVSeriesFactory(
            database: dependencies.database,
            remoteDataSource: TMDbTVSeriesRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }

    /// The People context's use cases, over the shared source and cache.
    func makePeopleFactory(using dependencies: ContextDependencies) -> PopcornPeopleFactory {
        PopcornPeopleFactory(
            database: dependencies.database,
            remoteDataSource: TMDbPersonRemoteDataSource(client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }

    /// The cache rules for this command: `--refresh`/`--offline`, the language, and the event reporter.
    func makeCacheContext() -> CacheContext {
        CacheContext(policy: configuration.cachePolicy, language: configuration.language, reporter: reporter)
    }

    /// The offline catalog or live TMDb, wrapped in a logging decorator under `--debug`.
    func makeTransport() throws(CLIFailure) -> any TMDbTransport {
        let transport: any TMDbTransport
        switch configuration.source {
        case .catalog:
            do {
                transport = try CatalogTMDbTransport.bundled()
            } catch {
                throw CLIFailure(.failure, "the offline catalog could not be loaded (\(error)); reinstall popcorn")
            }
        case .tmdb(let baseURL, let credentials):
            transport = URLSessionTMDbTransport(baseURL: baseURL, credentials: credentials)
        }
        guard let logger else {
            return transport
        }
        return LoggingTMDbTransport(wrapping: transport, logger: logger)
    }

    /// The source's cache file; when it cannot be opened, one warning and an in-memory database,
    /// so the command still works.
    func openDatabase() throws(CLIFailure) -> any DatabaseWriter {
        let url = configuration.cacheFileURL
        do {
            return try PopcornDatabase.openPool(at: url, migrations: Self.migrations)
        } catch {
            console.warning("the cache \(url.path) could not be opened (\(error)); continuing without a cache")
        }
        do {
            return try PopcornDatabase.inMemory(migrations: Self.migrations)
        } catch {
            throw CLIFailure(.failure, "no cache database could be created (\(error))")
        }
    }
}
