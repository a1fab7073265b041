import DataPersistence
import Foundation
import GRDB

/// The tables of `tv_series.v1.createTables` and the column helpers later migrations share with it.
///
/// Part of shipped migrations: never edit them; a later migration spells out its own columns.
extension TVSeriesMigrations {
    static func createSeriesTables(_ db: Database) throws {
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

    static func createSeasonTables(_ db: Database) throws {
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

    static func createSingleEpisodeTables(_ db: Database) throws {
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

    static func createCreditsTables(_ db: Database) throws {
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
    static func createAggregateCreditsTables(_ db: Database) throws {
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

    static func createPreviewTables(_ db: Database) throws {
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
    static func childKey(_ table: TableDefinition, parent: String, column: String, type: Database.ColumnType) {
        table.column(column, type).notNull().references(parent, onDelete: .cascade)
        table.column("position", .integer).notNull()
        table.primaryKey([column, "position"])
    }

    /// A child of one episode of a season: `(seasonKey, episodePosition)` references the episode.
    static func episodeChildKey(_ table: TableDefinition) {
        table.column("seasonKey", .text).notNull()
        table.column("episodePosition", .integer).notNull()
        table.column("position", .integer).notNull()
        table.primaryKey(["seasonKey", "episodePosition", "position"])
        table.foreignKey(
            ["seasonKey", "episodePosition"], references: "tv_series_episode", columns: ["seasonKey", "position"],
            onDelete: .cascade)
    }

    /// A child of one aggregate credits member: `(tvSeriesID, memberPosition)` references the member.
    static func memberChildKey(_ table: TableDefinition, parent: String) {
        table.column("tvSeriesID", .integer).notNull()
        table.column("memberPosition", .integer).notNull()
        table.column("position", .integer).notNull()
        table.primaryKey(["tvSeriesID", "memberPosition", "position"])
        table.foreignKey(
            ["tvSeriesID", "memberPosition"], references: parent, columns: ["tvSeriesID", "position"],
            onDelete: .cascade)
    }

    /// The person columns every credit row has.
    static func personColumns(_ table: TableDefinition, hasCreditID: Bool = true) {
        table.column("personID", .integer).notNull()
        if hasCreditID {
            table.column("creditID", .text).notNull()
        }
        table.column("name", .text).notNull()
        table.column("gender", .integer).notNull()
        table.column("profilePath", .text)
    }

    /// The columns of a `CastMember` row.
    static func castColumns(_ table: TableDefinition) {
        personColumns(table)
        table.column("castID", .integer)
        table.column("character", .text).notNull()
        table.column("order", .integer).notNull()
    }

    /// The columns of a `CrewMember` row.
    static func crewColumns(_ table: TableDefinition) {
        personColumns(table)
        table.column("job", .text).notNull()
        table.column("department", .text).notNull()
    }

    /// The columns of an episode as TMDb describes it, shared by the season's episodes, the single
    /// episode and the last and next episode to air.
    static func episodeColumns(_ table: TableDefinition) {
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
