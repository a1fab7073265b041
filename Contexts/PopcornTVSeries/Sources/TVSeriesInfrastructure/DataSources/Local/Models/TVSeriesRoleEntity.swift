import DataPersistence
import Foundation
import GRDB

/// One character an aggregate cast member played: a row of `tv_series_aggregate_cast_role`, in TMDb's order.
struct TVSeriesRoleEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_aggregate_cast_role"

    /// The owning `tv_series_aggregate_cast_member` row is (`tvSeriesID`, `memberPosition`).
    var tvSeriesID: Int
    var memberPosition: Int
    var position: Int
    var creditID: String
    var character: String
    var episodeCount: Int
}

extension TVSeriesRoleEntity {
    enum Columns {
        static let position = Column(CodingKeys.position)
    }
}
