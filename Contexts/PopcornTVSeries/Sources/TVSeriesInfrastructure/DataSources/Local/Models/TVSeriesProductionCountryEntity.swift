import DataPersistence
import Foundation
import GRDB

/// One production country of a cached series: a row of `tv_series_production_country`, in TMDb's order.
struct TVSeriesProductionCountryEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_production_country"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    var countryCode: String
    var name: String
}

extension TVSeriesProductionCountryEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
