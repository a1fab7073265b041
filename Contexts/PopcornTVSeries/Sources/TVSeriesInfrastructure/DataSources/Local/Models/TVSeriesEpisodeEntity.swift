import DataPersistence
import Foundation

/// One episode of a cached season: a row of `tv_series_episode`, kept in TMDb's order by `position`.
///
/// Deleting the row cascades to its crew and guest stars.
struct TVSeriesEpisodeEntity: Decodable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tv_series_episode"

    /// The owning `tv_series_season` row.
    var seasonKey: String
    var position: Int
    /// The episode's TMDb id.
    var episodeID: Int
    var name: String
    var episodeNumber: Int
    var seasonNumber: Int
    var overview: String?
    var airDate: Date?
    var episodeType: String?
    var runtime: Int?
    var showID: Int?
    var productionCode: String?
    var stillPath: String?
    var voteAverage: Double?
    var voteCount: Int?

    var crew: [TVSeriesEpisodeCrewMemberEntity]?
    var guestStars: [TVSeriesEpisodeGuestStarEntity]?
}

extension TVSeriesEpisodeEntity {
    enum Columns: String, ColumnExpression {
        case seasonKey, position, episodeID, name, episodeNumber, seasonNumber, overview, airDate, episodeType
        case runtime, showID, productionCode, stillPath, voteAverage, voteCount
    }

    static let crew = hasMany(TVSeriesEpisodeCrewMemberEntity.self, key: "crew")
        .order(TVSeriesEpisodeCrewMemberEntity.Columns.position)
    static let guestStars = hasMany(TVSeriesEpisodeGuestStarEntity.self, key: "guestStars")
        .order(TVSeriesEpisodeGuestStarEntity.Columns.position)

    // Hand-written so that only columns are written: crew and guest stars live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.seasonKey] = seasonKey
        container[Columns.position] = position
        container[Columns.episodeID] = episodeID
        container[Columns.name] = name
        container[Columns.episodeNumber] = episodeNumber
        container[Columns.seasonNumber] = seasonNumber
        container[Columns.overview] = overview
        container[Columns.airDate] = airDate
        container[Columns.episodeType] = episodeType
        container[Columns.runtime] = runtime
        container[Columns.showID] = showID
        container[Columns.productionCode] = productionCode
        container[Columns.stillPath] = stillPath
        container[Columns.voteAverage] = voteAverage
        container[Columns.voteCount] = voteCount
    }

    /// Inserts the crew and guest stars of this freshly inserted episode, in the caller's transaction.
    func insertChildren(_ db: Database) throws {
        for member in crew ?? [] { try member.insert(db) }
        for guestStar in guestStars ?? [] { try guestStar.insert(db) }
    }
}
