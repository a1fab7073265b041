import Foundation
import GRDB

/// A cached page of a list or search, keyed by the repository's cache key: one row of the
/// context's page table, with its results as a relationship property.
public struct PreviewPageEntity<Tables: PreviewPageTables>: CachedAggregateRecord, Equatable {
    public static var databaseTableName: String { Tables.pageTable }

    /// The repository's cache key, e.g. `movies:popular:page:2`.
    public var pageKey: String
    public var page: Int
    public var totalPages: Int
    public var totalResults: Int
    /// The TMDb language the page was fetched in; other languages read as a miss.
    public var language: String
    public var cachedAt: Date

    public var results: [Tables.Result]?

    public init(
        pageKey: String,
        page: Int,
        totalPages: Int,
        totalResults: Int,
        language: String,
        cachedAt: Date,
        results: [Tables.Result]? = nil
    ) {
        self.pageKey = pageKey
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.language = language
        self.cachedAt = cachedAt
        self.results = results
    }

    public init(row: Row) throws {
        pageKey = row["pageKey"]
        page = row["page"]
        totalPages = row["totalPages"]
        totalResults = row["totalResults"]
        language = row["language"]
        cachedAt = row["cachedAt"]
        results = try row.prefetchedRows[Self.resultsKey].map { try $0.map(Tables.Result.init(row:)) }
    }

    // Only columns are written: the results live in their own table.
    public func encode(to container: inout PersistenceContainer) throws {
        container["pageKey"] = pageKey
        container["page"] = page
        container["totalPages"] = totalPages
        container["totalResults"] = totalResults
        container["language"] = language
        container["cachedAt"] = cachedAt
    }

    public static var languageColumn: Column { Column("language") }

    /// Pages with their results prefetched in one query.
    public static var withChildren: QueryInterfaceRequest<Self> {
        all().including(all: Tables.results.association(from: Self.self, key: resultsKey))
    }

    public static var keyColumn: String { "pageKey" }

    public mutating func readChildren(_ db: Database) throws {
        results = try Tables.results.rows(ofOwner: pageKey, in: db)
    }

    /// Replaces this page's result rows with the relationship property, in the caller's transaction.
    public func replaceChildren(_ db: Database) throws {
        try Tables.results.replaceRows(results ?? [], ofOwner: pageKey, in: db)
    }

    private static var resultsKey: String { "results" }

}
