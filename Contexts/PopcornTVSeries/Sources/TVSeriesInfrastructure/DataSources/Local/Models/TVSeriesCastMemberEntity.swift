import DataPersistence
import Foundation

/// One cast credit of a series: a row of `tv_series_cast_member`, kept in TMDb's order by `position`.
struct TVSeriesCastMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_cast_member"

    /// The owning `tv_series_credits` row.
    var tvSeriesID: Int
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

extension TVSeriesCastMemberEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
