import DataPersistence
import Foundation

/// One guest star of an episode cached on its own: a row of `tv_series_single_episode_guest_star`, in TMDb's order.
struct TVSeriesSingleEpisodeGuestStarEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_single_episode_guest_star"

    /// The owning `tv_series_single_episode` row.
    var episodeKey: String
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

extension TVSeriesSingleEpisodeGuestStarEntity {
    enum Columns {
        static let episodeKey = Column(CodingKeys.episodeKey)
        static let position = Column(CodingKeys.position)
    }
}
