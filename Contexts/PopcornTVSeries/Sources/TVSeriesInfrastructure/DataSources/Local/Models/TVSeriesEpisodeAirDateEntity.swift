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
        guard let kind = Kind(rawValue: try row.decode(atIndex: 1)) else {
            throw DatabaseError(
                resultCode: .SQLITE_MISMATCH, message: "\(Self.databaseTableName).kind is not last or next")
        }
        try self.init(
            tvSeriesID: row.decode(atIndex: 0), kind: kind, episodeID: row.decode(atIndex: 2),
            name: row.decode(atIndex: 3), overview: row.decode(atIndex: 6), airDate: row.decode(atIndex: 7),
            episodeNumber: row.decode(atIndex: 4), seasonNumber: row.decode(atIndex: 5),
            episodeType: row.decode(atIndex: 8), runtime: row.decode(atIndex: 9),
            productionCode: row.decode(atIndex: 11), showID: row.decode(atIndex: 10),
            stillPath: row.decode(atIndex: 12), voteAverage: row.decode(atIndex: 13), voteCount: row.decode(atIndex: 14)
        )
    }
}
