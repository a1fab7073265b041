import DataPersistence

/// Where the movies context caches where a movie can be watched, in every country:
/// `movies_watch_providers`, owning `movies_watch_provider` through `movieID`.
enum MoviesWatchProvidersTables: WatchProvidersTables {
    static let parentTable = "movies_watch_providers"
    static let ownerColumn = "movieID"
    static let rows = OwnedRowTable<WatchProviderRow>("movies_watch_provider", ownerColumn: ownerColumn)
}
