import DataPersistence
import Foundation
import GRDB

/// A person's cached combined credits: one row of `people_credits`, carrying its cast and crew
/// credits as relationship properties.
///
/// Credits are cached on their own, independently of `people_person`: they can be fresh while the
/// person's details are not, or cached without them. Cast and crew share `people_credit`, told
/// apart by its `kind` column; deleting the row cascades to both.
struct PeopleCreditsEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "people_credits"

    var personID: Int
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var cast: [PeopleCreditEntity]?
    var crew: [PeopleCreditEntity]?
}

extension PeopleCreditsEntity {
    enum Columns: String, ColumnExpression {
        case personID, language, cachedAt
    }

    static let cast = hasMany(PeopleCreditEntity.self, key: "cast")
        .filter(PeopleCreditEntity.Columns.kind == PeopleCreditEntity.Kind.cast.rawValue)
        .order(PeopleCreditEntity.Columns.position)
    static let crew = hasMany(PeopleCreditEntity.self, key: "crew")
        .filter(PeopleCreditEntity.Columns.kind == PeopleCreditEntity.Kind.crew.rawValue)
        .order(PeopleCreditEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Credits with cast and crew prefetched: one query per association.
    static var withChildren: QueryInterfaceRequest<PeopleCreditsEntity> {
        all().including(all: cast).including(all: crew)
    }

    static let keyColumn = "personID"

    /// The cast and crew ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        let condition = "personID = ? AND kind = ?"
        cast = try ChildRows.fetch(
            PeopleCreditEntity.self, where: condition,
            arguments: [personID, PeopleCreditEntity.Kind.cast.rawValue], in: db)
        crew = try ChildRows.fetch(
            PeopleCreditEntity.self, where: condition,
            arguments: [personID, PeopleCreditEntity.Kind.crew.rawValue], in: db)
    }

    // Hand-written so that only columns are written: cast and crew live in `people_credit`.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.personID] = personID
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes these credits' rows, cast and crew alike, and inserts the relationship properties,
    /// in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try PeopleCreditEntity.filter(PeopleCreditEntity.Columns.personID == personID).deleteAll(db)
        for credit in cast ?? [] { try credit.insert(db) }
        for credit in crew ?? [] { try credit.insert(db) }
    }
}
