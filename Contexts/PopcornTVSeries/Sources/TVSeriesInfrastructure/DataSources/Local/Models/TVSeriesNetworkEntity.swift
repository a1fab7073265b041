import DataPersistence
import Foundation
import GRDB

/// One network of a cached series: a row of `tv_series_network`, kept in TMDb's order by `position`.
struct TVSeriesNetworkEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_network"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    var networkID: Int
    var name: String
    var logoPath: String?
    var originCountry: String?
    var headquarters: String?
    var homepage: String?
}

extension TVSeriesNetworkEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
