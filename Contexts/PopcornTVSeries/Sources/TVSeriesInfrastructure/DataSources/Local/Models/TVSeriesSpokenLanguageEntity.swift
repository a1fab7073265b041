import DataPersistence
import Foundation
import GRDB

/// One spoken language of a cached series: a row of `tv_series_spoken_language`, in TMDb's order.
struct TVSeriesSpokenLanguageEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_spoken_language"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    var languageCode: String
    var name: String
}

extension TVSeriesSpokenLanguageEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
