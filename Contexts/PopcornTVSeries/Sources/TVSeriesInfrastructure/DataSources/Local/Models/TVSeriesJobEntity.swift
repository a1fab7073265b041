import DataPersistence
import Foundation
import GRDB

/// One job an aggregate crew member held: a row of `tv_series_aggregate_crew_job`, in TMDb's order.
struct TVSeriesJobEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_aggregate_crew_job"

    /// The owning `tv_series_aggregate_crew_member` row is (`tvSeriesID`, `memberPosition`).
    var tvSeriesID: Int
    var memberPosition: Int
    var position: Int
    var creditID: String
    var job: String
    var episodeCount: Int
}

extension TVSeriesJobEntity {
    enum Columns {
        static let position = Column(CodingKeys.position)
    }
}
