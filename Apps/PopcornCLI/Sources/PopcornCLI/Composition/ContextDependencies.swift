import DataPersistence
import TMDbAdapterKit
import TMDbKit

/// What every context's factory shares within one command: one TMDb client over the chosen
/// transport, one cache database, one set of cache rules and one images configuration provider
/// (so concurrent fetches share its single `/configuration` request), and the user-data stores.
struct ContextDependencies: Sendable {
    let client: TMDbClient
    let database: CacheDatabase
    let cacheContext: CacheContext
    let imagesConfigurationProvider: TMDbImagesConfigurationProvider
    /// The search history file, opened only when a command reads or writes it.
    let searchHistory: UserDataStore
    /// The watchlist file, opened only when a command reads or writes it (and never created by a read).
    let watchlist: UserDataStore
    /// The diary and ratings file, likewise.
    let tracking: UserDataStore
    /// The same file for what other contexts' screens ask of it, which only reads (one read-only
    /// connection when the file is up to date).
    let trackingStatus: UserDataStore
    /// The sync state of the TMDb account (`account.sqlite`), opened only by the account's commands.
    let account: UserDataStore
}
