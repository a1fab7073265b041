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
