import CoreDomain
import DataPersistence
import Foundation

/// A movie's cached cast and crew: one row of `movies_credits`, carrying its members as relationship properties.
///
/// Credits are cached on their own, independently of `movies_movie`: a movie's credits can be
/// fresh while its details are not, or cached without them.
struct MoviesCreditsEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "movies_credits"

    var movieID: Int
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var cast: [MoviesCastMemberEntity]?
    var crew: [MoviesCrewMemberEntity]?
}

extension MoviesCreditsEntity {
    enum Columns: String, ColumnExpression {
        case movieID, language, cachedAt
    }

    static let cast = hasMany(MoviesCastMemberEntity.self, key: "cast")
        .order(MoviesCastMemberEntity.Columns.position)
    static let crew = hasMany(MoviesCrewMemberEntity.self, key: "crew")
        .order(MoviesCrewMemberEntity.Columns.position)

    /// Credits with cast and crew prefetched: one query per association.
    static var languageColumn: Column { Column(Columns.language.rawValue) }

    static var withChildren: QueryInterfaceRequest<MoviesCreditsEntity> {
        all().including(all: cast).including(all: crew)
    }

    // Hand-written so that only columns are written: cast and crew live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.movieID] = movieID
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes these credits' member rows and inserts the relationship properties, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try MoviesCastMemberEntity.filter(MoviesCastMemberEntity.Columns.movieID == movieID).deleteAll(db)
        try MoviesCrewMemberEntity.filter(MoviesCrewMemberEntity.Columns.movieID == movieID).deleteAll(db)
        for member in cast ?? [] { try member.insert(db) }
        for member in crew ?? [] { try member.insert(db) }
    }
}
