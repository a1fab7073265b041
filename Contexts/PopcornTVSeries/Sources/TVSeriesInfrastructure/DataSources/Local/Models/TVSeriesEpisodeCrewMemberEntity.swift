import DataPersistence
import Foundation

/// One crew credit of a season's episode: a row of `tv_series_episode_crew_member`, in TMDb's order.
struct TVSeriesEpisodeCrewMemberEntity: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_episode_crew_member"

    /// The owning `tv_series_episode` row is (`seasonKey`, `episodePosition`).
    var seasonKey: String
    var episodePosition: Int
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

extension TVSeriesEpisodeCrewMemberEntity {
    enum Columns {
        static let position = Column(CodingKeys.position)
    }
}
