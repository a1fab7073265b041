import DataPersistence
import Foundation
import GRDB

/// The TV series context's cache schema, registered into the shared migrator under the `tv_series` namespace.
///
/// Table and column names are spelled out here rather than taken from the records, so that a
/// shipped migration never changes when a record does. Child tables key on `(parent, position)`:
/// that primary key keeps TMDb's order unique and, its leftmost columns being the foreign key,
/// doubles as the foreign-key index that cascades and prefetches use.
///
/// Ten aggregates, each cached and expired on its own, and what deleting each parent cascades to
/// (as of `v4.addScreenParts`):
/// - `tv_series` → genres, creators, networks, production companies and countries, spoken
///   languages, season summaries, the last and next episode to air, and the parts its source did
///   not have;
/// - `tv_series_season` → the episodes it lists;
/// - `tv_series_episode` (fetched on its own, or listed by a cached season) → its crew and guest stars;
/// - `tv_series_credits` → cast and crew;
/// - `tv_series_aggregate_credits` → cast (→ roles) and crew (→ jobs);
/// - `tv_series_episode_credits` → regular cast, guest stars and crew;
/// - `tv_series_preview_page` (lists, searches, recommendations, similar series) → its results;
/// - `tv_series_content_ratings`, `tv_series_image_collection`, `tv_series_watch_providers` → their rows.
///
/// A season or an episode has no foreign key to its series: either can be cached before, after
/// or without the series, and deleting a series leaves them alone.
///
/// The helpers of `v1.createTables` (in `TVSeriesMigrations+V1.swift`) are part of shipped
/// migrations: never edit them; a later migration spells out its own columns.
public struct TVSeriesMigrations: DatabaseMigrations {
    /// The prefix of every TV series migration identifier.
    public let namespace = "tv_series"

    public init() {}

    /// The parent tables `popcorn cache` counts and deletes; their child tables cascade.
    public var cacheTables: [CacheTable] {
        [
            CacheTable(name: "tv_series", kind: .details, context: namespace),
            // Episodes before seasons: deleting a season cascades to the episodes it lists, which
            // `cache clear` would then not count.
            CacheTable(name: "tv_series_episode", kind: .details, context: namespace),
            CacheTable(name: "tv_series_season", kind: .details, context: namespace),
            CacheTable(name: "tv_series_credits", kind: .credits, context: namespace),
            CacheTable(name: "tv_series_aggregate_credits", kind: .credits, context: namespace),
            CacheTable(name: "tv_series_episode_credits", kind: .credits, context: namespace),
            // Lists, searches and a series' recommendations and similar series share the page
            // table; all live for `list`'s time to live.
            CacheTable(name: "tv_series_preview_page", kind: .list, context: namespace),
            // A series' ratings, images and watch providers live as long as its details.
            CacheTable(name: TVSeriesContentRatingsTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: TVSeriesImageCollectionTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: TVSeriesWatchProvidersTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: TVSeriesVideosTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: TVSeriesKeywordsTables.parentTable, kind: .details, context: namespace),
            CacheTable(name: TVSeriesTranslationsTables.parentTable, kind: .details, context: namespace),
        ]
    }

    /// Registers `tv_series.v1.createTables`, then `tv_series.v2.oneEpisodeTable`, then
    /// `tv_series.v3.addEpisodeCredits`, then `tv_series.v4.addScreenParts`, then
    /// `tv_series.v5.addVideosAndKeywords`, then `tv_series.v6.addTranslations`.
    public func register(in migrator: inout NamespacedMigrator) {
        migrator.registerMigration("v1.createTables") { db in
            try Self.createSeriesTables(db)
            try Self.createSeasonTables(db)
            try Self.createSingleEpisodeTables(db)
            try Self.createCreditsTables(db)
            try Self.createAggregateCreditsTables(db)
            try Self.createPreviewTables(db)
        }
        migrator.registerMigration("v2.oneEpisodeTable", migrate: Self.mergeEpisodeTables)
        migrator.registerMigration("v3.addEpisodeCredits", migrate: Self.createEpisodeCreditsTables)
        migrator.registerMigration("v4.addScreenParts", migrate: Self.createScreenPartTables)
        migrator.registerMigration("v5.addVideosAndKeywords", migrate: Self.createVideoAndKeywordTables)
        migrator.registerMigration("v6.addTranslations", migrate: Self.createTranslationTables)
    }

    /// v6: a series' translations (`tv_series_translations` owning `tv_series_translation`), with the
    /// shared row's columns.
    private static func createTranslationTables(_ db: Database) throws {
        try TVSeriesTranslationsTables.createTables(in: db, columns: TranslationRow.defineColumns)
    }

    /// v5: a series' videos (`tv_series_videos` owning `tv_series_video`) and keywords
    /// (`tv_series_keywords` owning `tv_series_keyword`), with the shared rows' columns.
    private static func createVideoAndKeywordTables(_ db: Database) throws {
        try TVSeriesVideosTables.createTables(in: db, columns: VideoRow.defineColumns)
        try TVSeriesKeywordsTables.createTables(in: db, columns: KeywordRow.defineColumns)
    }

    /// v4: the parts of a series' screen that TMDb appends to its details, each cached on its own:
    /// its ratings in every country (`tv_series_content_ratings` owning `tv_series_content_rating`),
    /// its images and watch providers (the shared image and provider rows), and the parts its
    /// source was asked for and does not have (`tv_series_unanswered_part`, owned by `tv_series`).
    private static func createScreenPartTables(_ db: Database) throws {
        try TVSeriesContentRatingsTables.createTables(in: db) { table in
            table.column("countryCode", .text).notNull()
            table.column("rating", .text)
            table.column("descriptors", .jsonText).notNull()
        }
        try TVSeriesImageCollectionTables.createTables(in: db, columns: ImageRow.defineColumns)
        try TVSeriesWatchProvidersTables.createTables(in: db, columns: WatchProviderRow.defineColumns)
        try UnansweredPartTable.tvSeries.create(in: db, ownerType: .integer)
    }

    /// v3: an episode's credits (`/tv/{id}/season/{n}/episode/{e}/credits`), cached on their own
    /// under their cache key: `tv_series_episode_credits`, owning its regular cast, guest stars and
    /// crew. No foreign key to the episode: the credits can be cached without it.
    private static func createEpisodeCreditsTables(_ db: Database) throws {
        try db.create(table: "tv_series_episode_credits") { table in
            table.primaryKey("creditsKey", .text)
            table.column("tvSeriesID", .integer).notNull()
            table.column("seasonNumber", .integer).notNull()
            table.column("episodeNumber", .integer).notNull()
            table.column("episodeID", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        let parent = "tv_series_episode_credits"
        try OwnedRowTable<CastMemberRow>("tv_series_episode_credits_cast_member", ownerColumn: "creditsKey").create(
            in: db, parent: parent, ownerType: .text, columns: CastMemberRow.defineColumns)
        try OwnedRowTable<CastMemberRow>("tv_series_episode_credits_guest_star", ownerColumn: "creditsKey").create(
            in: db, parent: parent, ownerType: .text, columns: CastMemberRow.defineColumns)
        try OwnedRowTable<CrewMemberRow>("tv_series_episode_credits_crew_member", ownerColumn: "creditsKey").create(
            in: db, parent: parent, ownerType: .text, columns: CrewMemberRow.defineColumns)
    }

    /// v2: one `tv_series_episode` table for every cached episode, with one crew and one guest-star
    /// table, instead of a season's episodes and single episodes kept apart (v1 stored episodes
    /// twice, each copy with its own child tables).
    ///
    /// What v1 cached is only cache, so it is dropped rather than moved: the v1 episode tables go,
    /// and so do the cached seasons (they would read back without episodes). The next
    /// `tv season`/`tv episode` fetches them again; series, credits and pages stay cached.
    private static func mergeEpisodeTables(_ db: Database) throws {
        for table in [
            "tv_series_single_episode_guest_star", "tv_series_single_episode_crew_member", "tv_series_single_episode",
            "tv_series_episode_guest_star", "tv_series_episode_crew_member", "tv_series_episode",
        ] {
            try db.drop(table: table)
        }
        try db.execute(sql: "DELETE FROM tv_series_season")
        try db.create(table: "tv_series_episode") { table in
            table.primaryKey("episodeKey", .text)
            table.column("tvSeriesID", .integer).notNull()
            table.column("seasonKey", .text).references("tv_series_season", onDelete: .cascade)
            table.column("position", .integer)
            episodeColumns(table)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
            table.check(sql: "(seasonKey IS NULL) = (position IS NULL)")
        }
        try db.create(
            index: "tv_series_episode_on_seasonKey", on: "tv_series_episode", columns: ["seasonKey", "position"])
        try OwnedRowTable<CrewMemberRow>("tv_series_episode_crew_member", ownerColumn: "episodeKey").create(
            in: db, parent: "tv_series_episode", ownerType: .text, columns: CrewMemberRow.defineColumns)
        try OwnedRowTable<CastMemberRow>("tv_series_episode_guest_star", ownerColumn: "episodeKey").create(
            in: db, parent: "tv_series_episode", ownerType: .text, columns: CastMemberRow.defineColumns)
    }
}
