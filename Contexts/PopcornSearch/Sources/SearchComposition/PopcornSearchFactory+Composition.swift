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
extension PopcornSearchFactory {
    /// The context's cache migrations, to register when the shared cache database is opened.
    public static var migrations: any DatabaseMigrations { SearchMigrations() }

    /// The search history's migrations, for its own user-data file.
    public static var historyMigrations: any DatabaseMigrations { SearchHistoryMigrations() }

    /// The search history file's name inside the data directory.
    public static let historyFileName = "search-history.sqlite"

    public init(
        database: CacheDatabase,
        historyStore: UserDataStore,
        remoteDataSource: some MediaSearchRemoteDataSource,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        cacheContext: CacheContext
    ) {
        let clock = cacheContext.clock
        self.init(
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
}
