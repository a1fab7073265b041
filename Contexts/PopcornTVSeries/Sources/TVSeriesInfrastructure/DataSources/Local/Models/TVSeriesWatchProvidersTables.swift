import DataPersistence

/// Where the TV series context caches where a series can be watched, in every country:
/// `tv_series_watch_providers`, owning `tv_series_watch_provider` through `tvSeriesID`.
enum TVSeriesWatchProvidersTables: WatchProvidersTables {
    static let parentTable = "tv_series_watch_providers"
    static let ownerColumn = "tvSeriesID"
    static let rows = OwnedRowTable<WatchProviderRow>("tv_series_watch_provider", ownerColumn: ownerColumn)
}
