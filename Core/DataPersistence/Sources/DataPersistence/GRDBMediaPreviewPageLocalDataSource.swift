import CoreDomain
import Foundation
import GRDB

/// A ``MediaPreviewPageLocalDataSource`` over one context's ``PreviewPageTables`` in the shared
/// SQLite database, through GRDB: written once for every context that caches mixed pages (Search,
/// Trending, Discover), each still naming and migrating its own tables.
///
/// Each save is one transaction that replaces the page and its results; pages written in another
/// language read as `nil`. A page is read with its results prefetched: two queries, however many
/// results it has.
public struct GRDBMediaPreviewPageLocalDataSource<Tables: PreviewPageTables>: MediaPreviewPageLocalDataSource
where Tables.Result == MediaPreviewRow {
    private let store: GRDBPreviewPageStore<Tables, MediaPreviewPage, MediaPreviewRowMapper>

    /// A data source over a database migrated with the context's tables, for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        store = GRDBPreviewPageStore(
            database: database, language: language, clock: clock, resultMapper: MediaPreviewRowMapper())
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<MediaPreviewPage>? {
        try await store.page(forKey: key)
    }

    public func save(_ page: MediaPreviewPage, forKey key: String) async throws(DataAccessError) {
        try await store.save(page, forKey: key)
    }
}
