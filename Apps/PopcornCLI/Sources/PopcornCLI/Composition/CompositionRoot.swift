import AccountAdapters
import AccountApplication
import AccountComposition
import AccountDomain
import CalendarAdapters
import CalendarApplication
import CalendarComposition
import CollectionsApplication
import CollectionsComposition
import CoreDomain
import DataPersistence
import DiscoverApplication
import DiscoverComposition
import Foundation
import GenresAdapters
import GenresApplication
import GenresComposition
import Logging
import MoviesAdapters
import MoviesApplication
import MoviesComposition
import PeopleAdapters
import PeopleApplication
import PeopleComposition
import ReviewsAdapters
import ReviewsApplication
import ReviewsComposition
import SearchAdapters
import SearchApplication
import SearchComposition
import TMDbAdapterKit
import TMDbCatalog
import TMDbKit
import TVSeriesAdapters
import TVSeriesApplication
import TVSeriesComposition
import TrackingAdapters
import TrackingApplication
import TrackingComposition
import TrendingAdapters
import TrendingApplication
import TrendingComposition
import WatchlistAdapters
import WatchlistApplication
import WatchlistComposition

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
        [
            PopcornMoviesFactory.migrations, PopcornTVSeriesFactory.migrations, PopcornPeopleFactory.migrations,
            PopcornSearchFactory.migrations, PopcornGenresFactory.migrations, PopcornTrendingFactory.migrations,
            PopcornDiscoverFactory.migrations, PopcornReviewsFactory.migrations, PopcornCollectionsFactory.migrations,
        ]
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
            ),
            searchHistory: UserDataStore(
                url: configuration.searchHistoryFileURL,
                description: "the search history",
                migrations: [PopcornSearchFactory.historyMigrations]
            ),
            watchlist: PopcornWatchlistFactory.store(at: configuration.watchlistFileURL),
            tracking: PopcornTrackingFactory.store(at: configuration.trackingFileURL),
            trackingStatus: PopcornTrackingFactory.readingStore(at: configuration.trackingFileURL),
            account: PopcornAccountFactory.store(at: configuration.accountFileURL)
        )
    }

    /// The Movies context's use cases, over the shared source and cache, with the watchlist and the
    /// diary for what the person has of a movie.
    func makeMoviesFactory(using dependencies: ContextDependencies) -> PopcornMoviesFactory {
        PopcornMoviesFactory(
            database: dependencies.database,
            remoteDataSource: TMDbMovieRemoteDataSource(client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            watchlistProvider: WatchlistStatus(store: dependencies.watchlist),
            viewingProvider: DiaryStatus(store: dependencies.trackingStatus),
            cacheContext: dependencies.cacheContext
        )
    }

    /// The TVSeries context's use cases, over the shared source and cache, with the watchlist and
    /// the diary for what the person has of a series.
    func makeTVSeriesFactory(using dependencies: ContextDependencies) -> PopcornTVSeriesFactory {
        PopcornTVSeriesFactory(
            database: dependencies.database,
            remoteDataSource: TMDbTVSeriesRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            watchlistProvider: WatchlistStatus(store: dependencies.watchlist),
            viewingProvider: DiaryStatus(store: dependencies.trackingStatus),
            cacheContext: dependencies.cacheContext
        )
    }

    /// The Watchlist context's use cases, over the watchlist file, with the Movies and TV series
    /// contexts' summaries for what to keep of a title and watch providers for where it streams, and
    /// the Search context's title resolution for imports that name titles, taken from the command's
    /// own factories of those contexts.
    func makeWatchlistFactory(
        using dependencies: ContextDependencies, movies: PopcornMoviesFactory, tvSeries: PopcornTVSeriesFactory,
        search: PopcornSearchFactory
    ) -> PopcornWatchlistFactory {
        PopcornWatchlistFactory(
            store: dependencies.watchlist,
            titleProvider: WatchlistTitleProvider(
                movieSummary: movies.makeFetchMovieSummaryUseCase(),
                tvSeriesSummary: tvSeries.makeFetchTVSeriesSummaryUseCase()),
            titleResolver: WatchlistTitleResolver(resolveTitle: search.makeResolveMediaTitleUseCase()),
            streamingProvider: WatchlistStreamingProvider(
                movieOffers: movies.makeFetchMovieWatchProvidersUseCase(),
                tvSeriesOffers: tvSeries.makeFetchTVSeriesWatchProvidersUseCase()),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            viewingProvider: DiaryStatus(store: dependencies.trackingStatus)
        )
    }

    /// The Tracking context's use cases, over the diary's file, with the Movies context's summaries
    /// and the TV series context's episode guides for the names it keeps and the episodes it checks
    /// and counts, and the Search context's title resolution for the films an import names, taken
    /// from the command's own factories of those contexts.
    func makeTrackingFactory(
        using dependencies: ContextDependencies, movies: PopcornMoviesFactory, tvSeries: PopcornTVSeriesFactory,
        search: PopcornSearchFactory
    ) -> PopcornTrackingFactory {
        PopcornTrackingFactory(
            store: dependencies.tracking,
            titleProvider: TrackingTitleProvider(
                movieSummary: movies.makeFetchMovieSummaryUseCase(),
                episodeGuide: tvSeries.makeFetchTVSeriesEpisodeGuideUseCase(),
                resolveTitle: search.makeResolveMediaTitleUseCase()))
    }

    /// The Account context's use cases, over the session file and the sync state's file, with TMDb's
    /// account endpoints, and the Watchlist and Tracking contexts' sync use cases (and the TV series
    /// context's summaries, to name the series of an episode rated on TMDb), taken from the command's
    /// own factories of those contexts.
    func makeAccountFactory(
        using dependencies: ContextDependencies, watchlist: PopcornWatchlistFactory,
        tracking: PopcornTrackingFactory, tvSeries: PopcornTVSeriesFactory
    ) -> PopcornAccountFactory {
        PopcornAccountFactory(
            sessionFile: configuration.sessionFileURL,
            store: dependencies.account,
            service: TMDbAccountService(client: dependencies.client),
            library: AccountLibraryProvider(
                watchlist: watchlist.makeSyncWatchlistUseCase(), ratings: tracking.makeSyncRatingsUseCase(),
                seriesSummary: tvSeries.makeFetchTVSeriesSummaryUseCase()),
            environmentSession: configuration.environmentSession.flatMap { SessionID($0) })
    }

    /// The Calendar context's use cases, with the Watchlist's titles and the Tracking context's series
    /// in progress for what is followed, the TV series context's episode guides for when episodes
    /// air and the Movies context's release dates in the reader's region for when movies come out,
    /// taken from the command's own factories of those contexts.
    func makeCalendarFactory(
        watchlist: PopcornWatchlistFactory, tracking: PopcornTrackingFactory, tvSeries: PopcornTVSeriesFactory,
        movies: PopcornMoviesFactory
    ) -> PopcornCalendarFactory {
        PopcornCalendarFactory(
            store: PopcornCalendarFactory.store(at: configuration.calendarFileURL),
            followed: FollowedTitlesProvider(
                watchlist: watchlist.makeSyncWatchlistUseCase(),
                progress: tracking.makeFetchProgressUseCase()),
            schedule: EpisodeScheduleProvider(guides: tvSeries.makeFetchTVSeriesEpisodeGuideUseCase()),
            releases: MovieReleaseProvider(
                releases: movies.makeFetchMovieReleasesUseCase(), region: configuration.region))
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

    /// The Search context's use cases, over the shared source and cache and the search history file.
    func makeSearchFactory(using dependencies: ContextDependencies) -> PopcornSearchFactory {
        PopcornSearchFactory(
            database: dependencies.database,
            historyStore: dependencies.searchHistory,
            remoteDataSource: TMDbMediaSearchRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }

    /// The Genres context's use cases, over the shared source and cache (genres have no images).
    func makeGenresFactory(using dependencies: ContextDependencies) -> PopcornGenresFactory {
        PopcornGenresFactory(
            database: dependencies.database,
            remoteDataSource: TMDbGenreRemoteDataSource(client: dependencies.client, language: configuration.language),
            cacheContext: dependencies.cacheContext
        )
    }

    /// The Trending context's use cases, over the shared source and cache.
    func makeTrendingFactory(using dependencies: ContextDependencies) -> PopcornTrendingFactory {
        PopcornTrendingFactory(
            database: dependencies.database,
            remoteDataSource: TMDbTrendingMediaRemoteDataSource(
                client: dependencies.client, language: configuration.language),
            imagesConfigurationProvider: dependencies.imagesConfigurationProvider,
            cacheContext: dependencies.cacheContext
        )
    }

    /// The Reviews context's use cases, over the shared source and cache (reviews have no images).
    func makeReviewsFactory(using dependencies: ContextDependencies) -> PopcornReviewsFactory {
        PopcornReviewsFactory(
            database: dependencies.database,
            remoteDataSource: TMDbReviewRemoteDataSource(client: dependencies.client),
            cacheContext: dependencies.cacheContext
        )
    }

    /// The cache rules for this command: `--refresh`/`--offline`, the language, and the event reporter.
    func makeCacheContext() -> CacheContext {
        CacheContext(policy: configuration.cachePolicy, language: configuration.language, reporter: reporter)
    }

    /// How many requests to TMDb may be in flight at once.
    static let maxConcurrentRequests = 4

    /// How many requests to TMDb may start in a second (TMDb's limit is about 40).
    static let maxRequestsPerSecond = 40

    /// One layer of the transport stack.
    enum TransportLayer: Sendable, Equatable {
        /// At most `n` requests in flight (``ConcurrencyLimitedTMDbTransport``).
        case concurrencyLimited(Int)
        /// At most `n` requests started a second, after a burst of as many (``PacedTMDbTransport``).
        case paced(Int)
        /// Retries with backoff (``RetryingTMDbTransport``, standard policy).
        case retrying
        /// One `--debug` line per attempt (``LoggingTMDbTransport``).
        case logging
        /// Live TMDb over libcurl (``CurlTMDbTransport``), with the per-request timeout in seconds.
        case http(timeout: TimeInterval)
        /// The bundled offline catalog.
        case catalog
    }

    /// The transport stack for a source, outermost first. Live TMDb is
    /// `Retrying -> Paced(40) -> ConcurrencyLimited(4) -> Logging (under --debug) -> HTTP`, so each
    /// attempt is paced and logged with its number; the catalog gets no retries and no limit.
    static func transportLayers(for source: DataSource, isDebug: Bool, httpTimeout: TimeInterval)
        -> [TransportLayer]
    {
        let logging: [TransportLayer] = isDebug ? [.logging] : []
        switch source {
        case .catalog:
            return logging + [.catalog]
        case .tmdb:
            // Retries outside the limit, so that a request waiting out a backoff holds no slot.
            return [.retrying, .paced(maxRequestsPerSecond), .concurrencyLimited(maxConcurrentRequests)] + logging + [
                .http(timeout: httpTimeout)
            ]
        }
    }

    /// The offline catalog or live TMDb, decorated as ``transportLayers(for:isDebug:httpTimeout:)`` says.
    func makeTransport() throws(CLIFailure) -> any TMDbTransport {
        let layers = Self.transportLayers(
            for: configuration.source, isDebug: logger != nil, httpTimeout: configuration.httpTimeout)
        var transport: (any TMDbTransport)?
        for layer in layers.reversed() {
            transport = try make(layer, wrapping: transport)
        }
        guard let transport else {
            throw CLIFailure(.failure, "no TMDb transport could be built")
        }
        return transport
    }

    /// One layer over `inner` (the innermost layers ignore it).
    private func make(_ layer: TransportLayer, wrapping inner: (any TMDbTransport)?) throws(CLIFailure)
        -> any TMDbTransport
    {
        switch (layer, inner, configuration.source) {
        case (.catalog, _, _):
            return CatalogTMDbTransport.bundled()
        case (.http(let timeout), _, .tmdb(let baseURL, let credentials)):
            return CurlTMDbTransport(
                baseURL: baseURL, credentials: credentials, timeout: timeout,
                userAgent: PopcornCommand.userAgent,
                certificateAuthorities: configuration.certificateAuthorities)
        case (.logging, let inner?, _):
            guard let logger else {
                return inner
            }
            return LoggingTMDbTransport(wrapping: inner, logger: logger)
        case (.retrying, let inner?, _):
            let notice = RetryWaitNotice(console: console, isTerminal: StandardStream.error.isTerminal)
            return RetryingTMDbTransport(
                wrapping: inner, policy: .standard, sleeper: TaskSleeper(), willWait: notice.tell)
        case (.concurrencyLimited(let limit), let inner?, _):
            return ConcurrencyLimitedTMDbTransport(wrapping: inner, maxConcurrent: limit)
        case (.paced(let perSecond), let inner?, _):
            return PacedTMDbTransport(wrapping: inner, perSecond: Double(perSecond), burst: Double(perSecond))
        default:
            throw CLIFailure(.failure, "the TMDb transport stack is misconfigured (\(layer))")
        }
    }

    /// The source's cache file, repaired when corrupt or foreign (each repair costs one warning
    /// line); when it cannot be opened at all, one warning and an in-memory database, so the
    /// command still works.
    func openDatabase() throws(CLIFailure) -> CacheDatabase {
        let url = configuration.cacheFileURL
        do {
            let opened = try PopcornDatabase.openCache(at: url, migrations: Self.migrations)
            for warning in opened.warnings {
                console.warning(warning)
            }
            return opened.database
        } catch {
            console.warning("\(Self.sentence(error)); continuing without a cache")
        }
        do {
            return try CacheDatabase.inMemory(migrations: Self.migrations)
        } catch {
            throw CLIFailure(.failure, "no cache database could be created (\(Self.sentence(error)))")
        }
    }

    /// What a storage error says, without Swift's debug dump around it.
    private static func sentence(_ error: DataAccessError) -> String {
        if case .storage(let message?) = error {
            return message
        }
        return "the cache could not be used (\(error))"
    }
}
