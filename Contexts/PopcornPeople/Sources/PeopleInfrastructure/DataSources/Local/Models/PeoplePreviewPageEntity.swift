import DataPersistence
import Foundation

/// A cached page of popular people or a people search: one row of `people_preview_page`, keyed by
/// the repository's cache key. Deleting the row cascades to its results.
struct PeoplePreviewPageEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "people_preview_page"

    /// The repository's cache key, e.g. `people:popular:page:2`.
    var pageKey: String
    var page: Int
    var totalPages: Int
    var totalResults: Int
    /// The TMDb language the page was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var results: [PeoplePreviewEntity]?
}

extension PeoplePreviewPageEntity {
    enum Columns: String, ColumnExpression {
        case pageKey, page, totalPages, totalResults, language, cachedAt
    }

    static let results = hasMany(PeoplePreviewEntity.self, key: "results")
        .order(PeoplePreviewEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Pages with their results prefetched in one query.
    static var withChildren: QueryInterfaceRequest<PeoplePreviewPageEntity> {
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
        try PeoplePreviewEntity.filter(PeoplePreviewEntity.Columns.pageKey == pageKey).deleteAll(db)
        for preview in results ?? [] { try preview.insert(db) }
    }
}
