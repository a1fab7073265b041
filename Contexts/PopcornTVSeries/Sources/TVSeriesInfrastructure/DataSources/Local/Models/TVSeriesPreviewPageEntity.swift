import DataPersistence
import Foundation

/// A cached page of a series list or search: one row of `tv_series_preview_page`, keyed by the
/// repository's cache key. Deleting the row cascades to its results.
struct TVSeriesPreviewPageEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_preview_page"

    /// The repository's cache key, e.g. `tv:popular:page:2`.
    var pageKey: String
    var page: Int
    var totalPages: Int
    var totalResults: Int
    /// The TMDb language the page was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var results: [TVSeriesPreviewEntity]?
}

extension TVSeriesPreviewPageEntity {
    enum Columns: String, ColumnExpression {
        case pageKey, page, totalPages, totalResults, language, cachedAt
    }

    static let results = hasMany(TVSeriesPreviewEntity.self, key: "results")
        .order(TVSeriesPreviewEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Pages with their results prefetched in one query.
    static var withChildren: QueryInterfaceRequest<TVSeriesPreviewPageEntity> {
        all().including(all: results)
    }

    // Hand-written so that only columns are written: the results live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.pageKey] = pageKey
        container[Columns.page] = page
        container[Columns.totalPages] = totalPages
        container[Columns.totalResults] = totalResults
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes this page's result rows and inserts the relationship property, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try TVSeriesPreviewEntity.filter(TVSeriesPreviewEntity.Columns.pageKey == pageKey).deleteAll(db)
        for preview in results ?? [] { try preview.insert(db) }
    }
}
