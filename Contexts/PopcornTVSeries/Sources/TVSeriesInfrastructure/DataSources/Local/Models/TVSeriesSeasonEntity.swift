import DataPersistence
import Foundation
import GRDB

/// A cached season with its episodes: one row of `tv_series_season`, keyed by its cache key.
///
/// A season is cached on its own, whether or not its series is: the row has no foreign key to
/// `tv_series`. Its episodes are cached rows of `tv_series_episode` in their own right (see
/// ``TVSeriesEpisodeEntity``); deleting the season cascades to them, and from them to their crew
/// and guest stars.
struct TVSeriesSeasonEntity: Decodable, Equatable, CachedAggregateRecord {
    static let databaseTableName = "tv_series_season"

    /// `TVSeriesCacheKey.season(_:inTVSeries:)`, e.g. `tv:1396:season:1`; unique with
    /// (`tvSeriesID`, `seasonNumber`), which it spells out.
    var seasonKey: String
    var tvSeriesID: Int
    var seasonNumber: Int
    /// The season's TMDb id.
    var seasonID: Int
    var name: String
    var overview: String?
    var airDate: Date?
    var posterPath: String?
    var voteAverage: Double?
    var episodeCount: Int?
    /// The TMDb language the season was fetched in; other languages read as a miss.
    var language: String
    var cachedAt: Date

    var episodes: [TVSeriesEpisodeEntity]?
}

extension TVSeriesSeasonEntity {
    enum Columns: String, ColumnExpression {
        case seasonKey, tvSeriesID, seasonNumber, seasonID, name, overview, airDate, posterPath, voteAverage
        case episodeCount, language, cachedAt
    }

    static let episodes = hasMany(
        TVSeriesEpisodeEntity.self, key: "episodes", using: ForeignKey([TVSeriesEpisodeEntity.Columns.seasonKey])
    )
    .order(TVSeriesEpisodeEntity.Columns.position)

    static var languageColumn: Column { Column(Columns.language.rawValue) }

    /// Seasons with their episodes, and the episodes' crew and guest stars, prefetched: one query
    /// per level of association, however many episodes there are.
    static var withChildren: QueryInterfaceRequest<TVSeriesSeasonEntity> {
        all().including(
            all:
                episodes
                .including(all: TVSeriesEpisodeEntity.crew)
                .including(all: TVSeriesEpisodeEntity.guestStars)
        )
    }

    static let keyColumn = "seasonKey"

    /// The episodes ``withChildren`` prefetches, with their crew and guest stars, read with plain
    /// SQL: one statement for the episodes and one for each credit table, however many episodes.
    mutating func readChildren(_ db: Database) throws {
        let episodeKeys = "SELECT \"episodeKey\" FROM \"tv_series_episode\" WHERE \"seasonKey\" = ?"
        let crew = try TVSeriesEpisodeEntity.creditRows.crew.rows(
            ofOwnersIn: episodeKeys, arguments: [seasonKey], in: db)
        let guestStars = try TVSeriesEpisodeEntity.creditRows.cast.rows(
            ofOwnersIn: episodeKeys, arguments: [seasonKey], in: db)
        episodes = try ChildRows.fetch(
            TVSeriesEpisodeEntity.self, where: "seasonKey = ?", arguments: [seasonKey], in: db
        ).map { episode in
            var episode = episode
            episode.crew = crew[episode.episodeKey.databaseValue] ?? []
            episode.guestStars = guestStars[episode.episodeKey.databaseValue] ?? []
            return episode
        }
    }

    // Hand-written so that only columns are written: the episodes live in their own table.
    func encode(to container: inout PersistenceContainer) throws {
        container[Columns.seasonKey] = seasonKey
        container[Columns.tvSeriesID] = tvSeriesID
        container[Columns.seasonNumber] = seasonNumber
        container[Columns.seasonID] = seasonID
        container[Columns.name] = name
        container[Columns.overview] = overview
        container[Columns.airDate] = airDate
        container[Columns.posterPath] = posterPath
        container[Columns.voteAverage] = voteAverage
        container[Columns.episodeCount] = episodeCount
        container[Columns.language] = language
        container[Columns.cachedAt] = cachedAt
    }

    /// Deletes the episodes this season listed before, and any copy of its episodes cached on their
    /// own (their crew and guest stars cascade), then inserts the relationship property, each
    /// episode with its own children, in the caller's transaction.
    func replaceChildren(_ db: Database) throws {
        let episodes = episodes ?? []
        try TVSeriesEpisodeEntity
            .filter(
                TVSeriesEpisodeEntity.Columns.seasonKey == seasonKey
                    || episodes.map(\.episodeKey).contains(TVSeriesEpisodeEntity.Columns.episodeKey)
            )
            .deleteAll(db)
        for episode in episodes {
            try episode.insert(db)
            try episode.insertChildren(db)
        }
    }
}
