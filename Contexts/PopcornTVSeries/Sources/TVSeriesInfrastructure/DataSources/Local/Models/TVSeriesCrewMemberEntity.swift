import DataPersistence
import Foundation

/// One crew credit of a series: a row of `tv_series_crew_member`, kept in TMDb's order by `position`.
struct TVSeriesCrewMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_crew_member"

    /// The owning `tv_series_credits` row.
    var tvSeriesID: Int
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

extension TVSeriesCrewMemberEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
