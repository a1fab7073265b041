import DataPersistence
import Foundation
import GRDB

/// One creator of a cached series: a row of `tv_series_creator`, kept in TMDb's order by `position`.
struct TVSeriesCreatorEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_creator"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var creditID: String
    var name: String
    var originalName: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
}

extension TVSeriesCreatorEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
