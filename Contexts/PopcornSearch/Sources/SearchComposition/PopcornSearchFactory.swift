import CoreDomain
import DataPersistence
import Foundation
import SearchApplication
import SearchDomain
import SearchInfrastructure

/// The Search context's only public entry point: give it the cache, the history store, a remote
/// data source and providers, and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
/// The history store is opened only by the history use cases, so a title lookup never touches it.
public struct PopcornSearchFactory: Sendable {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { SearchMigrations() }

    /// The search history's migrations, for its own user-data file.
    public static var historyMigrations: any DatabaseMigrations { SearchHistoryMigrations() }

    /// The search history file's name inside the data directory.
    public static let historyFileName = "search-history.sqlite"

    private let applicationFactory: SearchApplicationFactory

    public init(
        database: CacheDatabase,
        historyStore: UserDataStore,
        remoteDataSource: some MediaSearchRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        let clock = cacheContext.clock
        applicationFactory = SearchApplicationFactory(
            mediaSearchRepository: DefaultMediaSearchRepository(
                remoteDataSource: remoteDataSource,
                localDataSource: GRDBMediaPreviewPageLocalDataSource<SearchPreviewPageTables>(
                    database: database.writer, language: cacheContext.language, clock: clock),
                cacheContext: cacheContext
            ),
            historyRepository: DefaultMediaSearchHistoryRepository(
                localDataSource: GRDBMediaSearchHistoryLocalDataSource(store: historyStore)),
            imagesConfigurationProvider: imagesConfigurationProvider,
            now: { clock.now() }
        )
    }

    /// The use case behind `popcorn search`.
    public func makeSearchMediaUseCase() -> any SearchMediaUseCase {
        applicationFactory.makeSearchMediaUseCase()
    }

    /// The use case that turns a title typed where an id was expected into the title it names.
    public func makeResolveMediaTitleUseCase() -> any ResolveMediaTitleUseCase {
        applicationFactory.makeResolveMediaTitleUseCase()
    }

    /// The use case that records a search in the history.
    public func makeRecordMediaSearchUseCase() -> any RecordMediaSearchUseCase {
        applicationFactory.makeRecordMediaSearchUseCase()
    }

    /// The use case behind `popcorn search --history`.
    public func makeFetchMediaSearchHistoryUseCase() -> any FetchMediaSearchHistoryUseCase {
        applicationFactory.makeFetchMediaSearchHistoryUseCase()
    }

    /// The use case behind `popcorn search --clear-history`.
    public func makeClearMediaSearchHistoryUseCase() -> any ClearMediaSearchHistoryUseCase {
        applicationFactory.makeClearMediaSearchHistoryUseCase()
    }
}
