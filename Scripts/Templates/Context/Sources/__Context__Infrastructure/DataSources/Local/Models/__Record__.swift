import DataPersistence
import Foundation

/// A cached __entity_words__: one row of `__table__`.
///
/// As the entity grows, its lists get child tables (see the movies context's records): declare
/// them as relationship properties, prefetch them in ``withChildren`` and write them in
/// ``replaceChildren(_:)``.
struct __Record__: Codable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "__table__"

    var __entity__ID: Int
    var name: String
    var overview: String?
    var posterPath: String?
    /// The TMDb language the __entity_words__ was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date
}

extension __Record__ {
    enum Columns: String, ColumnExpression {
        case __entity__ID, name, overview, posterPath, language, cachedAt
    }

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// The row alone: no child tables yet.
    static var withChildren: QueryInterfaceRequest<__Record__> { all() }

    /// No child tables yet.
    func replaceChildren(_ db: Database) throws {}
}
