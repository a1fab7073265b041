import CoreDomain
import DataPersistence
import Foundation
import GRDB
import ReviewsDomain

/// The Reviews cache in the shared SQLite database, through GRDB.
///
/// Each save is one transaction that updates the page row in place (or inserts it) and replaces its
/// reviews; pages written in another language read as `nil`. A page is read with its reviews: two
/// queries, however many reviews it has.
public struct GRDBReviewLocalDataSource: ReviewLocalDataSource {
    private let database: any DatabaseWriter
    private let language: String
    private let clock: any CacheClock
    private let pageMapper = PreviewPageMapper<ReviewsPageTables, ReviewPage, ReviewMapper>(
        resultMapper: ReviewMapper())

    /// A data source over a migrated database (see ``ReviewsMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        self.database = database
        self.language = language
        self.clock = clock
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<ReviewPage>? {
        try await database.readCached(PreviewPageEntity<ReviewsPageTables>.self, key: key, language: language) {
            [pageMapper] in
            pageMapper.map($0)
        }
    }

    public func save(_ page: ReviewPage, forKey key: String) async throws(DataAccessError) {
        let (language, cachedAt, mapper) = (language, clock.now(), pageMapper)
        try await database.saveAggregate(
            PreviewPageEntity<ReviewsPageTables>.self,
            key: key,
            create: { mapper.map(page, pageKey: key, language: language, cachedAt: cachedAt) },
            update: { mapper.map(page, to: &$0, language: language, cachedAt: cachedAt) }
        )
    }
}
