import GRDB

/// A cached parent record that is written together with its child rows and read with them.
///
/// Every context's local data source stores its aggregates this way; the shared
/// ``GRDB/DatabaseReader/readCached(_:key:language:map:)`` and
/// ``GRDB/DatabaseWriter/saveAggregate(_:key:create:update:)`` do the reading and writing.
///
/// Reads take plain SQL through cached statements (``fetchCached(in:key:language:)``: the record's
/// row by ``keyColumn``, then ``readChildren(_:)``), because every command pays for its reads at
/// start-up: building a query-interface request with prefetched associations asks SQLite about
/// each table's columns and keys first, and costs a cached screen more than all its rows.
/// ``withChildren`` says the same read with GRDB's associations; tests hold the two to one answer.
public protocol CachedAggregateRecord: FetchableRecord, PersistableRecord, ModelExpirable, Sendable {
    /// The request that reads the record with every child association prefetched (one query per
    /// association): the reference ``readChildren(_:)`` is tested against.
    static var withChildren: QueryInterfaceRequest<Self> { get }

    /// The record's primary-key column, which ``fetchCached(in:key:language:)`` matches the key against.
    static var keyColumn: String { get }

    /// Reads the record's child rows into its relationship properties with plain SQL (see
    /// ``OwnedRowTable/rows(ofOwner:in:)``), in the caller's transaction.
    mutating func readChildren(_ db: Database) throws

    /// The column holding the TMDb language the record was fetched in; other languages read as absent.
    static var languageColumn: Column { get }

    /// Deletes the record's child rows and inserts its current ones, in the caller's transaction.
    func replaceChildren(_ db: Database) throws
}
