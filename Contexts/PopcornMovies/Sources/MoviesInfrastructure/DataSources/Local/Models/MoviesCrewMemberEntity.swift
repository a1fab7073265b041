import DataPersistence
import Foundation

/// One crew credit of a movie: a row of `movies_crew_member`, kept in TMDb's order by `position`.
struct MoviesCrewMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_crew_member"

    /// The owning `movies_credits` row.
    var movieID: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var creditID: String
    var name: String
    var job: String
    var department: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
}

extension MoviesCrewMemberEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
