import GRDB

/// A cached parent record that is written together with its child rows and read with them prefetched.
///
/// Every context's local data source stores its aggregates this way; the shared
/// ``GRDB/DatabaseReader/readCached(_:key:language:map:)`` and
/// ``GRDB/DatabaseWriter/saveAggregate(_:key:create:update:)`` do the reading and writing.
public protocol CachedAggregateRecord: FetchableRecord, PersistableRecord, ModelExpirable, Sendable {
    /// The request that reads the record with every child association prefetched (one query per association).
    static var withChildren: QueryInterfaceRequest<Self> { get }

    /// The column holding the TMDb language the record was fetched in; other languages read as absent.
    static var languageColumn: Column { get }

    /// Deletes the record's child rows and inserts its current ones, in the caller's transaction.
    func replaceChildren(_ db: Database) throws
}
