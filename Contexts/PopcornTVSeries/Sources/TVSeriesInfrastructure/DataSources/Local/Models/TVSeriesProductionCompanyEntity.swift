import DataPersistence
import Foundation
import GRDB

/// One production company of a cached series: a row of `tv_series_production_company`, in TMDb's order.
struct TVSeriesProductionCompanyEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_production_company"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    var productionCompanyID: Int
    var name: String
    var originCountry: String
    var logoPath: String?
}

extension TVSeriesProductionCompanyEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
