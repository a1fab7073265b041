import DataPersistence
import Foundation
import GRDB

/// One season summary of a cached series: a row of `tv_series_season_summary`, in TMDb's order.
///
/// A summary has no episodes (TMDb sends none in a series' details); a season with its episodes
/// is cached on its own as a `TVSeriesSeasonEntity`.
struct TVSeriesSeasonSummaryEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_season_summary"

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var position: Int
    /// The season's TMDb id.
    var seasonID: Int
    var name: String
    var seasonNumber: Int
    var overview: String?
    var airDate: Date?
    var posterPath: String?
    var voteAverage: Double?
    var episodeCount: Int?
}

extension TVSeriesSeasonSummaryEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let position = Column(CodingKeys.position)
    }
}
