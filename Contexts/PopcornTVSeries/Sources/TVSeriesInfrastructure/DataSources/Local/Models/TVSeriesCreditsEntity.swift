import DataPersistence
import Foundation

/// A series' cached cast and crew: one row of `tv_series_credits`, carrying its members as relationship properties.
///
/// Credits are cached on their own, independently of `tv_series`: they can be fresh while the
/// series' details are not, or cached without them. Deleting the row cascades to its members.
struct TVSeriesCreditsEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_credits"

    var tvSeriesID: Int
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var cast: [TVSeriesCastMemberEntity]?
    var crew: [TVSeriesCrewMemberEntity]?
}

extension TVSeriesCreditsEntity {
    enum Columns: String, ColumnExpression {
        case tvSeriesID, language, cachedAt
    }

    static let cast = hasMany(TVSeriesCastMemberEntity.self, key: "cast")
        .order(TVSeriesCastMemberEntity.Columns.position)
    static let crew = hasMany(TVSeriesCrewMemberEntity.self, key: "crew")
        .order(TVSeriesCrewMemberEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Credits with cast and crew prefetched: one query per association.
    static var withChildren: QueryInterfaceRequest<TVSeriesCreditsEntity> {
        all().including(all: cast).including(all: crew)
    }

    // Hand-written so that only columns are written: cast and crew live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes these credits' member rows and inserts the relationship properties, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try TVSeriesCastMemberEntity.filter(TVSeriesCastMemberEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        try TVSeriesCrewMemberEntity.filter(TVSeriesCrewMemberEntity.Columns.tvSeriesID == tvSeriesID).deleteAll(db)
        for member in cast ?? [] { try member.insert(db) }
        for member in crew ?? [] { try member.insert(db) }
    }
}
