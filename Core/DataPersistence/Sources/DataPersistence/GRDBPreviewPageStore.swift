import CoreDomain
import Foundation
import GRDB

/// One context's cache of result pages (a list, a search, a title's reviews) in its own
/// ``PreviewPageTables`` of the shared SQLite database, through GRDB: the read and the write every
/// such cache does, written once.
///
/// Each save is one transaction that updates the page row in place (or inserts it) and replaces its
/// results; pages written in another language read as `nil`. A page is read with its results
/// prefetched: two queries, however many results it has.
public struct GRDBPreviewPageStore<Tables: PreviewPageTables, Page: ResultsPage, ResultMapper: OwnedRowMapping>:
    Sendable
where ResultMapper.Value == Page.Result, ResultMapper.Row == Tables.Result {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let pageMapper: PreviewPageMapper<Tables, Page, ResultMapper>

    /// A store over a database migrated with the context's tables, for one TMDb language, each
    /// result stored with `resultMapper`.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock, resultMapper: ResultMapper) {
        self.database = database
        self.language = language
        self.clock = clock
        pageMapper = PreviewPageMapper(resultMapper: resultMapper)
    }

    /// The page cached under `key` with when it was written, or `nil` (also in another language).
    public func page(forKey key: String) async throws(DataAccessError) -> Cached<Page>? {
        try await database.readCached(PreviewPageEntity<Tables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    /// Stores `page` under `key`, replacing any older copy and its results, in one transaction.
    public func save(_ page: Page, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<Tables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
