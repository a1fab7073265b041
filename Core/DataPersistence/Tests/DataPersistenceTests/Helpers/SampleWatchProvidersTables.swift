import DataPersistence

/// A sample context's watch provider tables: `sample_watch_providers` owning `sample_watch_provider`.
enum SampleWatchProvidersTables: WatchProvidersTables {
    static let parentTable = "sample_watch_providers"
    static let ownerColumn = "sampleID"
    static let rows = OwnedRowTable<WatchProviderRow>("sample_watch_provider", ownerColumn: ownerColumn)
}
