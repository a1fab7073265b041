import DataPersistence
import Foundation
import GRDB

/// One episode's cached credits: a row of `tv_series_episode_credits`, keyed by its cache key
/// (`tv:1396:season:1:episode:1:credits`), owning its regular cast, guest stars and crew.
///
/// Cached on its own, apart from the episode (`tv_series_episode`): the credits and the episode
/// come from different endpoints and expire on different clocks (credits live a week). Deleting
/// the row cascades to its three member tables.
struct TVSeriesEpisodeCreditsEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_episode_credits"

    /// The regular cast and crew tables, owned through `creditsKey`.
    static let creditRows = CreditRowTables(
        cast: "tv_series_episode_credits_cast_member", crew: "tv_series_episode_credits_crew_member",
        ownerColumn: "creditsKey")
    /// The guest-star table, owned through `creditsKey` too.
    static let guestStarRows = OwnedRowTable<CastMemberRow>(
        "tv_series_episode_credits_guest_star", ownerColumn: "creditsKey")

    /// `TVSeriesCacheKey.episodeCredits(_:inSeason:inTVSeries:)`.
    var creditsKey: String
    var tvSeriesID: Int
    var seasonNumber: Int
    var episodeNumber: Int
    /// The episode's TMDb id, when TMDb sent it.
    var episodeID: Int?
    /// The TMDb language the credits were fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var cast: [CastMemberRow]?
    var guestStars: [CastMemberRow]?
    var crew: [CrewMemberRow]?
}

extension TVSeriesEpisodeCreditsEntity {
    enum Columns: String, ColumnExpression {
        case creditsKey, tvSeriesID, seasonNumber, episodeNumber, episodeID, language, cachedAt
    }

    static let cast = creditRows.cast.association(from: TVSeriesEpisodeCreditsEntity.self, key: "cast")
    static let guestStars = guestStarRows.association(from: TVSeriesEpisodeCreditsEntity.self, key: "guestStars")
    static let crew = creditRows.crew.association(from: TVSeriesEpisodeCreditsEntity.self, key: "crew")

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Credits with cast, guest stars and crew prefetched: one query per association.
    static var withChildren: QueryInterfaceRequest<TVSeriesEpisodeCreditsEntity> {
        all().including(all: cast).including(all: guestStars).including(all: crew)
    }

    static let keyColumn = "creditsKey"

    /// The cast, guest stars and crew ``withChildren`` prefetches, read with plain SQL.
    mutating func readChildren(_ db: Database) throws {
        cast = try Self.creditRows.cast.rows(ofOwner: creditsKey, in: db)
        guestStars = try Self.guestStarRows.rows(ofOwner: creditsKey, in: db)
        crew = try Self.creditRows.crew.rows(ofOwner: creditsKey, in: db)
    }

    // Hand-written so that only columns are written: the members live in child tables.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.creditsKey] = creditsKey
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.seasonNumber] = seasonNumber
        container[Columns.episodeNumber] = episodeNumber
        container[Columns.episodeID] = episodeID
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Replaces the cast, guest-star and crew rows with the relationship properties, in the
    /// caller's transaction.
    func replaceChildren(_ db: Database) throws {
        try Self.creditRows.replaceRows(cast: cast ?? [], crew: crew ?? [], ofOwner: creditsKey, in: db)
        try Self.guestStarRows.replaceRows(guestStars ?? [], ofOwner: creditsKey, in: db)
    }
}
