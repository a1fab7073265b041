import DataPersistence
import Foundation

/// An episode cached on its own, as TMDb's episode endpoint returns it: one row of
/// `tv_series_single_episode`, keyed by its cache key.
///
/// It is a cache entry of its own rather than a view of its cached season: the two endpoints
/// answer differently (the single one leaves out `showID`) and expire independently. Deleting the
/// row cascades to its crew and guest stars.
struct TVSeriesSingleEpisodeEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_single_episode"

    /// `TVSeriesCacheKey.episode(_:inSeason:inTVSeries:)`, e.g. `tv:1396:season:1:episode:1`.
    var episodeKey: String
    /// The series the episode was requested in (TMDb's `showID` may be missing).
    var tvSeriesID: Int
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
    /// The TMDb language the episode was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var crew: [TVSeriesSingleEpisodeCrewMemberEntity]?
    var guestStars: [TVSeriesSingleEpisodeGuestStarEntity]?
}

extension TVSeriesSingleEpisodeEntity {
    enum Columns: String, ColumnExpression {
        case episodeKey, tvSeriesID, episodeID, name, episodeNumber, seasonNumber, overview, airDate, episodeType
        case runtime, showID, productionCode, stillPath, voteAverage, voteCount, language, cachedAt
    }

    static let crew = hasMany(TVSeriesSingleEpisodeCrewMemberEntity.self, key: "crew")
        .order(TVSeriesSingleEpisodeCrewMemberEntity.Columns.position)
    static let guestStars = hasMany(TVSeriesSingleEpisodeGuestStarEntity.self, key: "guestStars")
        .order(TVSeriesSingleEpisodeGuestStarEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Episodes with crew and guest stars prefetched: one query per association.
    static var withChildren: QueryInterfaceRequest<TVSeriesSingleEpisodeEntity> {
        all().including(all: crew).including(all: guestStars)
    }

    // Hand-written so that only columns are written: crew and guest stars live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.episodeKey] = episodeKey
        container[Columns.tvSeriesID] = tvSeriesID
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
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes this episode's crew and guest-star rows and inserts the relationship properties,
    /// in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try TVSeriesSingleEpisodeCrewMemberEntity
            .filter(TVSeriesSingleEpisodeCrewMemberEntity.Columns.episodeKey == episodeKey).deleteAll(db)
        try TVSeriesSingleEpisodeGuestStarEntity
            .filter(TVSeriesSingleEpisodeGuestStarEntity.Columns.episodeKey == episodeKey).deleteAll(db)
        for member in crew ?? [] { try member.insert(db) }
        for guestStar in guestStars ?? [] { try guestStar.insert(db) }
    }
}
