import DataPersistence
import Foundation

/// One cast credit of a movie: a row of `movies_cast_member`, kept in TMDb's order by `position`.
struct MoviesCastMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movies_cast_member"

    /// The owning `movies_credits` row.
    var movieID: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var castID: Int?
    var creditID: String
    var name: String
    var character: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
    var order: Int
}

extension MoviesCastMemberEntity {
    enum Columns {
        static let movieID = Column(CodingKeys.movieID)
        static let position = Column(CodingKeys.position)
    }
}
