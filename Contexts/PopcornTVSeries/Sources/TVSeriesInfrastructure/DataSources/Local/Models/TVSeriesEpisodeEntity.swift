import DataPersistence
import Foundation
import GRDB

/// A cached episode with its crew and guest stars: one row of `tv_series_episode`, keyed by its
/// cache key, whichever endpoint it came from.
///
/// Fetching a season caches each of its episodes here too (``seasonKey`` and ``position`` then
/// say where in the season it stands), so an episode of a cached season answers `tv episode`
/// without another request; fetching the episode on its own writes the same row and leaves its
/// season membership alone. Deleting the row cascades to its crew and guest stars; deleting its
/// season deletes it.
struct TVSeriesEpisodeEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_episode"

    /// The crew and guest-star tables, owned through `episodeKey`.
    static let creditRows = CreditRowTables(
        cast: "tv_series_episode_guest_star", crew: "tv_series_episode_crew_member", ownerColumn: "episodeKey")

    /// `TVSeriesCacheKey.episode(_:inSeason:inTVSeries:)`, e.g. `tv:1396:season:1:episode:1`.
    var episodeKey: String
    /// The series the episode was requested in.
    var tvSeriesID: Int
    /// The cached season that lists the episode (`tv_series_season.seasonKey`), if any.
    var seasonKey: String?
    /// The episode's place in that season's list.
    var position: Int?
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

    var crew: [CrewMemberRow]?
    var guestStars: [CastMemberRow]?
}

extension TVSeriesEpisodeEntity {
    /// In the table's order, which ``init(row:)`` reads `SELECT *` by (a test holds the two together).
    enum Columns: String, ColumnExpression, CaseIterable {
        case episodeKey, tvSeriesID, seasonKey, position, episodeID, name, episodeNumber, seasonNumber, overview
        case airDate, episodeType, runtime, showID, productionCode, stillPath, voteAverage, voteCount, language
        case cachedAt
    }

    static let crew = creditRows.crew.association(from: TVSeriesEpisodeEntity.self, key: "crew")
    static let guestStars = creditRows.cast.association(from: TVSeriesEpisodeEntity.self, key: "guestStars")

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Episodes with crew and guest stars prefetched: one query per association.
    static var withChildren: QueryInterfaceRequest<TVSeriesEpisodeEntity> {
        all().including(all: crew).including(all: guestStars)
    }

    static let keyColumn = "episodeKey"

    /// The crew and guest stars ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        crew = try Self.creditRows.crew.rows(ofOwner: episodeKey, in: db)
        guestStars = try Self.creditRows.cast.rows(ofOwner: episodeKey, in: db)
    }

    /// Hand-written rather than decoded, and by position (`SELECT *` gives the columns in the
    /// table's order, ``Columns``'s): a season reads a row per episode, and `progress` reads the
    /// seasons of hundreds of series, where finding each column by name costs more than the query.
    /// Crew and guest stars come prefetched (``withChildren``) or from ``readChildren(_:)``. A value
    /// of the wrong type throws, as the decoder would, rather than stopping the program.
    init(row: Row) throws {
        episodeKey = try row.decode(atIndex: 0)
        tvSeriesID = try row.decode(atIndex: 1)
        seasonKey = try row.decode(atIndex: 2)
        position = try row.decode(atIndex: 3)
        episodeID = try row.decode(atIndex: 4)
        name = try row.decode(atIndex: 5)
        episodeNumber = try row.decode(atIndex: 6)
        seasonNumber = try row.decode(atIndex: 7)
        overview = try row.decode(atIndex: 8)
        airDate = try row.decode(atIndex: 9)
        episodeType = try row.decode(atIndex: 10)
        runtime = try row.decode(atIndex: 11)
        showID = try row.decode(atIndex: 12)
        productionCode = try row.decode(atIndex: 13)
        stillPath = try row.decode(atIndex: 14)
        voteAverage = try row.decode(atIndex: 15)
        voteCount = try row.decode(atIndex: 16)
        language = try row.decode(atIndex: 17)
        cachedAt = try row.decode(atIndex: 18)
        crew = try row.prefetchedRows["crew"].map { try $0.map(CrewMemberRow.init(row:)) }
        guestStars = try row.prefetchedRows["guestStars"].map { try $0.map(CastMemberRow.init(row:)) }
    }

    // Hand-written so that only columns are written: crew and guest stars live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.episodeKey] = episodeKey
        container[Columns.tvSeriesID] = tvSeriesID
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
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Replaces this episode's crew and guest-star rows with the relationship properties, in the
    /// caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try Self.creditRows.replaceRows(cast: guestStars ?? [], crew: crew ?? [], ofOwner: episodeKey, in: db)
    }

    /// Inserts the crew and guest stars of this freshly inserted episode, in the caller's transaction.
    func insertChildren(_ db: Database) throws {
        try Self.creditRows.insertRows(cast: guestStars ?? [], crew: crew ?? [], ofOwner: episodeKey, in: db)
    }
}
