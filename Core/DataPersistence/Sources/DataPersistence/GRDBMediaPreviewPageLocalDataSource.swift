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
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let pageMapper = PreviewPageMapper<Tables, MediaPreviewPage, MediaPreviewRowMapper>(
        resultMapper: MediaPreviewRowMapper())

    /// A data source over a database migrated with the context's tables, for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<MediaPreviewPage>? {
        try await database.readCached(PreviewPageEntity<Tables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    public func save(_ page: MediaPreviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<Tables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
