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
/// Seven aggregates, each cached and expired on its own, and what deleting each parent cascades to
/// (as of `v3.addEpisodeCredits`):
/// - `tv_series` → genres, creators, networks, production companies and countries, spoken
///   languages, season summaries, and the last and next episode to air;
/// - `tv_series_season` → the episodes it lists;
/// - `tv_series_episode` (fetched on its own, or listed by a cached season) → its crew and guest stars;
/// - `tv_series_credits` → cast and crew;
/// - `tv_series_aggregate_credits` → cast (→ roles) and crew (→ jobs);
/// - `tv_series_episode_credits` → regular cast, guest stars and crew;
/// - `tv_series_preview_page` → its results.
///
/// A season or an episode has no foreign key to its series: either can be cached before, after
/// or without the series, and deleting a series leaves them alone.
///
/// The private helpers below are part of `v1.createTables`: never edit them; a later migration
/// spells out its own columns.
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
            // Lists and searches share the page table; both live for `list`'s time to live.
            CacheTable(name: "tv_series_preview_page", kind: .list, context: namespace),
        ]
    }

    /// Registers `tv_series.v1.createTables`, then `tv_series.v2.oneEpisodeTable`, then
    /// `tv_series.v3.addEpisodeCredits`.
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

    private static func createSeriesTables(_ db: Database) throws {
        try db.create(table: "tv_series") { table in
            table.primaryKey("tvSeriesID", .integer)
            table.column("name", .text).notNull()
            table.column("tagline", .text)
            table.column("originalName", .text)
            table.column("originalLanguage", .text)
            table.column("overview", .text)
            table.column("episodeRunTime", .jsonText)
            table.column("numberOfSeasons", .integer)
            table.column("numberOfEpisodes", .integer)
            table.column("firstAirDate", .datetime)
            table.column("originCountry", .jsonText)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("homepageURL", .text)
            table.column("isInProduction", .boolean)
            table.column("languages", .jsonText)
            table.column("lastAirDate", .datetime)
            table.column("status", .text)
            table.column("type", .text)
            table.column("popularity", .double)
            table.column("voteAverage", .double)
            table.column("voteCount", .integer)
            table.column("isAdultOnly", .boolean)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "tv_series_genre") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("genreID", .integer).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "tv_series_creator") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            personColumns(table)
            table.column("originalName", .text).notNull()
        }
        try db.create(table: "tv_series_network") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("networkID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("logoPath", .text)
            table.column("originCountry", .text)
            table.column("headquarters", .text)
            table.column("homepage", .text)
        }
        try db.create(table: "tv_series_production_company") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("productionCompanyID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("originCountry", .text).notNull()
            table.column("logoPath", .text)
        }
        try db.create(table: "tv_series_production_country") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("countryCode", .text).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "tv_series_spoken_language") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("languageCode", .text).notNull()
            table.column("name", .text).notNull()
        }
        try db.create(table: "tv_series_season_summary") { table in
            childKey(table, parent: "tv_series", column: "tvSeriesID", type: .integer)
            table.column("seasonID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("seasonNumber", .integer).notNull()
            table.column("overview", .text)
            table.column("airDate", .datetime)
            table.column("posterPath", .text)
            table.column("voteAverage", .double)
            table.column("episodeCount", .integer)
        }
        try db.create(table: "tv_series_episode_air_date") { table in
            table.column("tvSeriesID", .integer).notNull().references("tv_series", onDelete: .cascade)
            table.column("kind", .text).notNull().check { ["last", "next"].contains($0) }
            table.primaryKey(["tvSeriesID", "kind"])
            episodeColumns(table)
        }
    }

    private static func createSeasonTables(_ db: Database) throws {
        try db.create(table: "tv_series_season") { table in
            table.primaryKey("seasonKey", .text)
            table.column("tvSeriesID", .integer).notNull()
            table.column("seasonNumber", .integer).notNull()
            table.column("seasonID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("overview", .text)
            table.column("airDate", .datetime)
            table.column("posterPath", .text)
            table.column("voteAverage", .double)
            table.column("episodeCount", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
            table.uniqueKey(["tvSeriesID", "seasonNumber"])
        }
        try db.create(table: "tv_series_episode") { table in
            childKey(table, parent: "tv_series_season", column: "seasonKey", type: .text)
            episodeColumns(table)
        }
        try db.create(table: "tv_series_episode_crew_member") { table in
            episodeChildKey(table)
            crewColumns(table)
        }
        try db.create(table: "tv_series_episode_guest_star") { table in
            episodeChildKey(table)
            castColumns(table)
        }
    }

    private static func createSingleEpisodeTables(_ db: Database) throws {
        try db.create(table: "tv_series_single_episode") { table in
            table.primaryKey("episodeKey", .text)
            table.column("tvSeriesID", .integer).notNull()
            episodeColumns(table)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
            table.uniqueKey(["tvSeriesID", "seasonNumber", "episodeNumber"])
        }
        try db.create(table: "tv_series_single_episode_crew_member") { table in
            childKey(table, parent: "tv_series_single_episode", column: "episodeKey", type: .text)
            crewColumns(table)
        }
        try db.create(table: "tv_series_single_episode_guest_star") { table in
            childKey(table, parent: "tv_series_single_episode", column: "episodeKey", type: .text)
            castColumns(table)
        }
    }

    private static func createCreditsTables(_ db: Database) throws {
        try db.create(table: "tv_series_credits") { table in
            table.primaryKey("tvSeriesID", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "tv_series_cast_member") { table in
            childKey(table, parent: "tv_series_credits", column: "tvSeriesID", type: .integer)
            castColumns(table)
        }
        try db.create(table: "tv_series_crew_member") { table in
            childKey(table, parent: "tv_series_credits", column: "tvSeriesID", type: .integer)
            crewColumns(table)
        }
    }

    /// Roles and jobs get tables of their own, like every other list: they are structured values,
    /// and the nested prefetch still reads them in one query each, however many members there are.
    private static func createAggregateCreditsTables(_ db: Database) throws {
        try db.create(table: "tv_series_aggregate_credits") { table in
            table.primaryKey("tvSeriesID", .integer)
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "tv_series_aggregate_cast_member") { table in
            childKey(table, parent: "tv_series_aggregate_credits", column: "tvSeriesID", type: .integer)
            personColumns(table, hasCreditID: false)
            table.column("totalEpisodeCount", .integer).notNull()
            table.column("order", .integer).notNull()
        }
        try db.create(table: "tv_series_aggregate_cast_role") { table in
            memberChildKey(table, parent: "tv_series_aggregate_cast_member")
            table.column("creditID", .text).notNull()
            table.column("character", .text).notNull()
            table.column("episodeCount", .integer).notNull()
        }
        try db.create(table: "tv_series_aggregate_crew_member") { table in
            childKey(table, parent: "tv_series_aggregate_credits", column: "tvSeriesID", type: .integer)
            personColumns(table, hasCreditID: false)
            table.column("department", .text).notNull()
            table.column("totalEpisodeCount", .integer).notNull()
        }
        try db.create(table: "tv_series_aggregate_crew_job") { table in
            memberChildKey(table, parent: "tv_series_aggregate_crew_member")
            table.column("creditID", .text).notNull()
            table.column("job", .text).notNull()
            table.column("episodeCount", .integer).notNull()
        }
    }

    private static func createPreviewTables(_ db: Database) throws {
        try db.create(table: "tv_series_preview_page") { table in
            table.primaryKey("pageKey", .text)
            table.column("page", .integer).notNull()
            table.column("totalPages", .integer).notNull()
            table.column("totalResults", .integer).notNull()
            table.column("language", .text).notNull()
            table.column("cachedAt", .datetime).notNull()
        }
        try db.create(table: "tv_series_preview") { table in
            childKey(table, parent: "tv_series_preview_page", column: "pageKey", type: .text)
            table.column("tvSeriesID", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("originalName", .text)
            table.column("originalLanguage", .text)
            table.column("originCountry", .jsonText)
            table.column("overview", .text)
            table.column("firstAirDate", .datetime)
            table.column("genreIDs", .jsonText)
            table.column("posterPath", .text)
            table.column("backdropPath", .text)
            table.column("popularity", .double)
            table.column("voteAverage", .double)
            table.column("voteCount", .integer)
            table.column("isAdultOnly", .boolean)
        }
    }

    /// `column REFERENCES parent ON DELETE CASCADE` plus `position`, keyed together (and so indexed).
    private static func childKey(_ table: TableDefinition, parent: String, column: String, type: Database.ColumnType) {
        table.column(column, type).notNull().references(parent, onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.primaryKey([column, "position"])
    }

    /// A child of one episode of a season: `(seasonKey, episodePosition)` references the episode.
    private static func episodeChildKey(_ table: TableDefinition) {
        table.column("seasonKey", .text).notNull()
        table.column("episodePosition", .integer).notNull()
        table.column("position", .integer).notNull()
        table.primaryKey(["seasonKey", "episodePosition", "position"])
        table.foreignKey(
            ["seasonKey", "episodePosition"], references: "tv_series_episode", columns: ["seasonKey", "position"],
            onDelete: .cascade)
    }

    /// A child of one aggregate credits member: `(tvSeriesID, memberPosition)` references the member.
    private static func memberChildKey(_ table: TableDefinition, parent: String) {
        table.column("tvSeriesID", .integer).notNull()
        table.column("memberPosition", .integer).notNull()
        table.column("position", .integer).notNull()
        table.primaryKey(["tvSeriesID", "memberPosition", "position"])
        table.foreignKey(
            ["tvSeriesID", "memberPosition"], references: parent, columns: ["tvSeriesID", "position"],
            onDelete: .cascade)
    }

    /// The person columns every credit row has.
    private static func personColumns(_ table: TableDefinition, hasCreditID: Bool = true) {
        table.column("personID", .integer).notNull()
        if hasCreditID {
            table.column("creditID", .text).notNull()
        }
        table.column("name", .text).notNull()
        table.column("gender", .integer).notNull()
        table.column("profilePath", .text)
    }

    /// The columns of a `CastMember` row.
    private static func castColumns(_ table: TableDefinition) {
        personColumns(table)
        table.column("castID", .integer)
        table.column("character", .text).notNull()
        table.column("order", .integer).notNull()
    }

    /// The columns of a `CrewMember` row.
    private static func crewColumns(_ table: TableDefinition) {
        personColumns(table)
        table.column("job", .text).notNull()
        table.column("department", .text).notNull()
    }

    /// The columns of an episode as TMDb describes it, shared by the season's episodes, the single
    /// episode and the last and next episode to air.
    private static func episodeColumns(_ table: TableDefinition) {
        table.column("episodeID", .integer).notNull()
        table.column("name", .text).notNull()
        table.column("episodeNumber", .integer).notNull()
        table.column("seasonNumber", .integer).notNull()
        table.column("overview", .text)
        table.column("airDate", .datetime)
        table.column("episodeType", .text)
        table.column("runtime", .integer)
        table.column("showID", .integer)
        table.column("productionCode", .text)
        table.column("stillPath", .text)
        table.column("voteAverage", .double)
        table.column("voteCount", .integer)
    }
}
