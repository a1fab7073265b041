import DataPersistence
import Foundation

/// One guest star of a season's episode: a row of `tv_series_episode_guest_star`, in TMDb's order.
struct TVSeriesEpisodeGuestStarEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_episode_guest_star"

    /// The owning `tv_series_episode` row is (`seasonKey`, `episodePosition`).
    var seasonKey: String
    var episodePosition: Int
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var castID: Int?
    var creditID: String
    var name: String
    var character: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
    var order: Int
}

extension TVSeriesEpisodeGuestStarEntity {
    enum Columns {
        static let position = Column(CodingKeys.position)
    }
}
