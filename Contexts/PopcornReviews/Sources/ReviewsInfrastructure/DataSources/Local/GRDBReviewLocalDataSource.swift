import CoreDomain
import DataPersistence
import Foundation
import GRDB
import ReviewsDomain

/// The Reviews cache in the shared SQLite database, through GRDB.
///
/// A page of reviews is stored as any page of results (see `GRDBPreviewPageStore`): one transaction a
/// save, two queries a read, another language's page read as `nil`.
public struct GRDBReviewLocalDataSource: ReviewLocalDataSource {
    private let store: GRDBPreviewPageStore<ReviewsPageTables, ReviewPage, ReviewMapper>

    /// A data source over a migrated database (see ``ReviewsMigrations``) for one TMDb language.
    ///
    /// - Parameter clock: stamps `cachedAt` on every save; the repository's `CacheContext` should share it.
    public init(database: any DatabaseWriter, language: String, clock: any CacheClock) {
        store = GRDBPreviewPageStore(database: database, language: language, clock: clock, resultMapper: ReviewMapper())
    }

    public func page(forKey key: String) async throws(DataAccessError) -> Cached<ReviewPage>? {
        try await store.page(forKey: key)
    }

    public func save(_ page: ReviewPage, forKey key: String) async throws(DataAccessError) {
        try await store.save(page, forKey: key)
    }
}
