import DataPersistence
import Foundation
import GRDB

/// One cast or crew credit of a person: a row of `people_credit`, kept in TMDb's order by
/// `position` within its ``Kind``.
///
/// Cast and crew share one table because they are one domain type, `PersonCredit`, with the same
/// columns; two tables would duplicate the schema, the record and the mapper for nothing. The
/// `kind` column, rather than `job == nil`, decides which list a row belongs to.
struct PeopleCreditEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "people_credit"

    /// Which of the person's two credit lists a row belongs to.
    enum Kind: String, Codable, CaseIterable {
        case cast
        case crew
    }

    /// The owning `people_credits` row.
    var personID: Int
    var kind: Kind
    var position: Int
    var creditID: String
    /// A `PersonCreditMediaType` raw value.
    var mediaType: String
    /// The movie's or series' TMDb id.
    var titleID: Int
    var title: String
    var originalTitle: String?
    var releaseDate: Date?
    var posterPath: String?
    var popularity: Double?
    var voteAverage: Double?
    var character: String?
    var job: String?
    var department: String?
    var episodeCount: Int?
}

extension PeopleCreditEntity {
    enum Columns {
        static let personID = Column(CodingKeys.personID)
        static let kind = Column(CodingKeys.kind)
        static let position = Column(CodingKeys.position)
    }
}
