import DataPersistence
import Foundation
import GRDB

/// A cached collection: one row of `collections_film_collection`, carrying its movies as a
/// relationship property stored in their own table (``partRows``), never as a column.
///
/// ``readChildren(_:)`` reads them with plain SQL; ``withChildren`` says the same with GRDB's
/// associations, and tests hold the two to one answer.
struct CollectionsFilmCollectionEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "collections_film_collection"

    /// The collection's movies, owned through `filmCollectionID`, in TMDb's order.
    static let partRows = OwnedRowTable<CollectionsFilmCollectionPartRow>(
        "collections_film_collection_part", ownerColumn: "filmCollectionID")

    var filmCollectionID: Int
    var name: String
    var overview: String?
    var posterPath: String?
    var backdropPath: String?
    /// The TMDb language the collection was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var parts: [CollectionsFilmCollectionPartRow]?
}

extension CollectionsFilmCollectionEntity {
    enum Columns: String, ColumnExpression {
        case filmCollectionID, name, overview, posterPath, backdropPath, language, cachedAt
    }

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Collections with their movies prefetched: one query for the movies.
    static var withChildren: QueryInterfaceRequest<CollectionsFilmCollectionEntity> {
        all().including(all: partRows.association(from: Self.self, key: "parts"))
    }

    static let keyColumn = "filmCollectionID"

    /// The movies ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        parts = try Self.partRows.rows(ofOwner: filmCollectionID, in: db)
    }

    // Hand-written so that only columns are written: the movies live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.filmCollectionID] = filmCollectionID
        container[Columns.name] = name
        container[Columns.overview] = overview
        container[Columns.posterPath] = posterPath
        container[Columns.backdropPath] = backdropPath
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Replaces this collection's movie rows with ``parts``, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try Self.partRows.replaceRows(parts ?? [], ofOwner: filmCollectionID, in: db)
    }
}
