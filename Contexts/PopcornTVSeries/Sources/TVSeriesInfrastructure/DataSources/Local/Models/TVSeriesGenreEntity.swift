import DataPersistence
import Foundation
import GRDB

/// One genre of a cached series: a row of `tv_series_genre`, kept in TMDb's order by `position`.
struct TVSeriesGenreEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_genre"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    var genreID: Int
    var name: String
}

extension TVSeriesGenreEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
