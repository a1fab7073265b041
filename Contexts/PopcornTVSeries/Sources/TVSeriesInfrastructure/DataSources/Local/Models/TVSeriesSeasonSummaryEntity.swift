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

extension TVSeriesSeasonSummaryEntity {
    /// The table's columns in order: ``init(row:)`` reads `SELECT *` by position (a test holds the
    /// two together).
    static let columnOrder = [
        "tvSeriesID", "position", "seasonID", "name", "seasonNumber", "overview", "airDate", "posterPath",
        "voteAverage", "episodeCount",
    ]

    /// Hand-written rather than decoded, by position: every series read brings its seasons'
    /// summaries, and `progress` reads hundreds of series.
    init(row: Row) throws {
        try self.init(
            tvSeriesID: row.decode(atIndex: 0), position: row.decode(atIndex: 1), seasonID: row.decode(atIndex: 2),
            name: row.decode(atIndex: 3), seasonNumber: row.decode(atIndex: 4),
            overview: row.decode(atIndex: 5), airDate: row.decode(atIndex: 6), posterPath: row.decode(atIndex: 7),
            voteAverage: row.decode(atIndex: 8), episodeCount: row.decode(atIndex: 9))
    }
}
