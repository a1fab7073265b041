import CoreDomain
import DataPersistence
import Foundation
import WatchlistApplication
import WatchlistDomain
import WatchlistInfrastructure

/// The Watchlist context's only public entry point: give it the watchlist's file and the providers
/// of what other contexts know (a title's details, a title's id by name, where a title streams),
/// and it hands back ready-to-use use cases.
///
/// The composition root (the CLI) builds one per command; nothing else constructs repositories.
extension PopcornWatchlistFactory {
    /// The watchlist's schema migrations, for its own user-data file (never the cache database).
    public static var migrations: any DatabaseMigrations { WatchlistMigrations() }

    /// The store of the watchlist file at `url`, which keeps a `.bak` of its last good state.
    public static func store(at url: URL) -> UserDataStore {
        UserDataStore(url: url, description: "the watchlist", migrations: [migrations], keepsBackup: true)
    }

    /// Whether a title is on the watchlist in `store`, for other contexts' details: no provider
    /// needed, and nothing created when there is no watchlist.
    public static func makeCheckWatchlistUseCase(store: UserDataStore) -> any CheckWatchlistUseCase {
        PopcornWatchlistFactory.makeCheckWatchlistUseCase(repository: DefaultWatchlistRepository(store: store))
    }

    /// A factory over the watchlist `store` (see ``store(at:)``).
    public init(
        store: UserDataStore,
        titleProvider: some WatchlistTitleProviding,
        titleResolver: some WatchlistTitleResolving,
        streamingProvider: some WatchlistStreamingProviding,
        imagesConfigurationProvider: some ImagesConfigurationProviding,
        viewingProvider: (any WatchlistViewingProviding)? = nil
    ) {
        self.init(
            repository: DefaultWatchlistRepository(store: store),
            titleProvider: titleProvider,
            titleResolver: titleResolver,
            streamingProvider: streamingProvider,
            imagesConfigurationProvider: imagesConfigurationProvider,
            viewingProvider: viewingProvider
        )
    }
}
