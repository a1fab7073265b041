import DataPersistence
import Foundation

/// One crew credit of an episode cached on its own: a row of `tv_series_single_episode_crew_member`, in TMDb's order.
struct TVSeriesSingleEpisodeCrewMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_single_episode_crew_member"

    /// The owning `tv_series_single_episode` row.
    var episodeKey: String
    var position: Int
    /// The person's TMDb id.
    var personID: Int
    var creditID: String
    var name: String
    var job: String
    var department: String
    /// A `Gender` raw value.
    var gender: Int
    var profilePath: String?
}

extension TVSeriesSingleEpisodeCrewMemberEntity {
    enum Columns {
        static let episodeKey = Column(CodingKeys.episodeKey)
        static let position = Column(CodingKeys.position)
    }
}
