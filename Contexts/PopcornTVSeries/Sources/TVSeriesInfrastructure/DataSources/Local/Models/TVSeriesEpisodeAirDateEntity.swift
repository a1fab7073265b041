import DataPersistence
import Foundation
import GRDB

/// The last or next episode to air of a cached series: a row of `tv_series_episode_air_date`,
/// at most one of each ``Kind`` per series.
struct TVSeriesEpisodeAirDateEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_episode_air_date"

    /// Which of the series' two summarised episodes a row holds.
    enum Kind: String, Codable, CaseIterable {
        case last
        case next
    }

    /// The owning `tv_series` row.
    var tvSeriesID: Int
    var kind: Kind
    /// The episode's TMDb id.
    var episodeID: Int
    var name: String
    var overview: String?
    var airDate: Date?
    var episodeNumber: Int
    var seasonNumber: Int
    var episodeType: String?
    var runtime: Int?
    var productionCode: String?
    var showID: Int?
    var stillPath: String?
    var voteAverage: Double?
    var voteCount: Int?
}

extension TVSeriesEpisodeAirDateEntity {
    enum Columns {
        static let tvSeriesID = Column(CodingKeys.tvSeriesID)
        static let kind = Column(CodingKeys.kind)
    }
}

extension TVSeriesEpisodeAirDateEntity {
    /// The table's columns in order: ``init(row:)`` reads `SELECT *` by position (a test holds the
    /// two together).
    static let columnOrder = [
        "tvSeriesID", "kind", "episodeID", "name", "episodeNumber", "seasonNumber", "overview", "airDate",
        "episodeType", "runtime", "showID", "productionCode", "stillPath", "voteAverage", "voteCount",
    ]

    /// Hand-written rather than decoded, by position: every series read brings its last and next
    /// episode to air, and `progress` reads hundreds of series.
    init(row: Row) throws {
        guard let kind = Kind(rawValue: row[1]) else {
            throw DatabaseError(
                resultCode: .SQLITE_MISMATCH, message: "\(Self.databaseTableName).kind is not last or next")
        }
        self.init(
            tvSeriesID: row[0], kind: kind, episodeID: row[2], name: row[3], overview: row[6], airDate: row[7],
            episodeNumber: row[4], seasonNumber: row[5], episodeType: row[8], runtime: row[9],
            productionCode: row[11], showID: row[10], stillPath: row[12], voteAverage: row[13], voteCount: row[14])
    }
}
