import DataPersistence
import GRDB
import TVSeriesInfrastructure
import Testing

@Suite("TVSeriesMigrations")
struct TVSeriesMigrationsTests {
    /// Every child table, the columns that point at its parent, and that parent.
    static let childTables: [(table: String, columns: [String], parent: String)] = [
        ("tv_series_genre", ["tvSeriesID"], "tv_series"),
        ("tv_series_creator", ["tvSeriesID"], "tv_series"),
        ("tv_series_network", ["tvSeriesID"], "tv_series"),
        ("tv_series_production_company", ["tvSeriesID"], "tv_series"),
        ("tv_series_production_country", ["tvSeriesID"], "tv_series"),
        ("tv_series_spoken_language", ["tvSeriesID"], "tv_series"),
        ("tv_series_season_summary", ["tvSeriesID"], "tv_series"),
        ("tv_series_episode_air_date", ["tvSeriesID"], "tv_series"),
        ("tv_series_episode_crew_member", ["episodeKey"], "tv_series_episode"),
        ("tv_series_episode_guest_star", ["episodeKey"], "tv_series_episode"),
        ("tv_series_cast_member", ["tvSeriesID"], "tv_series_credits"),
        ("tv_series_crew_member", ["tvSeriesID"], "tv_series_credits"),
        ("tv_series_aggregate_cast_member", ["tvSeriesID"], "tv_series_aggregate_credits"),
        ("tv_series_aggregate_cast_role", ["tvSeriesID", "memberPosition"], "tv_series_aggregate_cast_member"),
        ("tv_series_aggregate_crew_member", ["tvSeriesID"], "tv_series_aggregate_credits"),
        ("tv_series_aggregate_crew_job", ["tvSeriesID", "memberPosition"], "tv_series_aggregate_crew_member"),
        ("tv_series_preview", ["pageKey"], "tv_series_preview_page"),
        ("tv_series_episode_credits_cast_member", ["creditsKey"], "tv_series_episode_credits"),
        ("tv_series_episode_credits_guest_star", ["creditsKey"], "tv_series_episode_credits"),
        ("tv_series_episode_credits_crew_member", ["creditsKey"], "tv_series_episode_credits"),
        ("tv_series_content_rating", ["tvSeriesID"], "tv_series_content_ratings"),
        ("tv_series_image", ["tvSeriesID"], "tv_series_image_collection"),
        ("tv_series_watch_provider", ["tvSeriesID"], "tv_series_watch_providers"),
        ("tv_series_video", ["tvSeriesID"], "tv_series_videos"),
        ("tv_series_keyword", ["tvSeriesID"], "tv_series_keywords"),
        ("tv_series_translation", ["tvSeriesID"], "tv_series_translations"),
        ("tv_series_unanswered_part", ["tvSeriesID"], "tv_series"),
    ]

    /// The parents of the thirteen aggregates, each cached on its own.
    static let aggregateTables = [
        "tv_series", "tv_series_season", "tv_series_episode", "tv_series_credits",
        "tv_series_aggregate_credits", "tv_series_episode_credits", "tv_series_preview_page",
        "tv_series_content_ratings", "tv_series_image_collection", "tv_series_watch_providers", "tv_series_videos",
        "tv_series_keywords", "tv_series_translations",
    ]

    let database: DatabaseQueue

    init() throws {
        database = try TVSeriesTestDatabase.make()
    }

    @Test("the migrations are registered under the tv_series namespace, in order, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [TVSeriesMigrations()]).migrations == [
                "core.v1.createDocument", "tv_series.v1.createTables", "tv_series.v2.oneEpisodeTable",
                "tv_series.v3.addEpisodeCredits", "tv_series.v4.addScreenParts", "tv_series.v5.addVideosAndKeywords",
                "tv_series.v6.addTranslations",
            ])
    }

    @Test("every TV series table exists, and no other")
    func tablesExist() throws {
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'tv_series%' ORDER BY name")
        }
        #expect(tables == (Self.aggregateTables + Self.childTables.map(\.table)).sorted())
    }

    @Test("every child table references its parent with ON DELETE CASCADE", arguments: childTables)
    func foreignKeysCascade(child: (table: String, columns: [String], parent: String)) throws {
        let foreignKeys = try database.read { db in try db.foreignKeys(on: child.table) }
        #expect(foreignKeys.count == 1)
        let foreignKey = try #require(foreignKeys.first)
        #expect(foreignKey.destinationTable == child.parent)
        #expect(foreignKey.originColumns == child.columns)
        let onDelete = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT on_delete FROM pragma_foreign_key_list(?)", arguments: [child.table])
        }
        #expect(onDelete.allSatisfy { $0 == "CASCADE" } && !onDelete.isEmpty)
    }

    @Test(
        "every child table's foreign key leads its primary key, so cascades and prefetches never scan",
        arguments: childTables)
    func foreignKeysAreIndexed(child: (table: String, columns: [String], parent: String)) throws {
        let primaryKey = try database.read { db in try db.primaryKey(child.table).columns }
        #expect(Array(primaryKey.prefix(child.columns.count)) == child.columns)
    }

    @Test("no aggregate parent references the series: a season or an episode is cached without it")
    func aggregatesStandAlone() throws {
        for table in Self.aggregateTables {
            let foreignKeys = try database.read { db in try db.foreignKeys(on: table) }
            #expect(foreignKeys.allSatisfy { $0.destinationTable != "tv_series" }, "\(table) depends on the series")
        }
    }

    @Test("an episode belongs to at most one cached season, which cascades to it through an index")
    func episodeBelongsToItsSeason() throws {
        let (foreignKeys, onDelete, indexes) = try database.read { db in
            (
                try db.foreignKeys(on: "tv_series_episode"),
                try String.fetchAll(db, sql: "SELECT on_delete FROM pragma_foreign_key_list('tv_series_episode')"),
                try db.indexes(on: "tv_series_episode")
            )
        }
        #expect(foreignKeys.map(\.destinationTable) == ["tv_series_season"])
        #expect(foreignKeys.first?.originColumns == ["seasonKey"])
        #expect(onDelete == ["CASCADE"])
        #expect(indexes.contains { $0.columns.first == "seasonKey" })
    }

    @Test("a season is unique per series and number, an episode per cache key")
    func seasonAndEpisodeUniqueness() throws {
        let (seasonUnique, episodeKey) = try database.read { db in
            (
                try db.table("tv_series_season", hasUniqueKey: ["tvSeriesID", "seasonNumber"]),
                try db.primaryKey("tv_series_episode").columns
            )
        }
        #expect(seasonUnique)
        #expect(episodeKey == ["episodeKey"])
    }

    @Test("episode credits are keyed by their cache key and counted by cache stats as credits")
    func episodeCreditsTable() throws {
        let (primaryKey, columns) = try database.read { db in
            (
                try db.primaryKey("tv_series_episode_credits").columns,
                try Dictionary(
                    uniqueKeysWithValues: db.columns(in: "tv_series_episode_credits").map { ($0.name, $0.isNotNull) })
            )
        }
        #expect(primaryKey == ["creditsKey"])
        #expect(columns["episodeID"] == false)
        #expect(columns["language"] == true)
        #expect(columns["cachedAt"] == true)
        #expect(
            TVSeriesMigrations().cacheTables.first { $0.name == "tv_series_episode_credits" }
                == CacheTable(name: "tv_series_episode_credits", kind: .credits, context: "tv_series"))
    }

    @Test("a v2 cache migrates to v3 keeping what it cached")
    func migratesAVersionTwoCache() throws {
        let migrator = PopcornDatabase.migrator(for: [TVSeriesMigrations()])
        let database = try DatabaseQueue()
        try migrator.migrate(database, upTo: "tv_series.v2.oneEpisodeTable")
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tv_series_episode
                        (episodeKey, tvSeriesID, episodeID, name, episodeNumber, seasonNumber, language, cachedAt)
                        VALUES ('tv:1396:season:1:episode:1', 1396, 62085, 'Pilot', 1, 1, 'en-US', 0);
                    """)
        }

        try migrator.migrate(database)

        let (episodes, credits) = try database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_episode"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_episode_credits")
            )
        }
        #expect(episodes == 1)
        #expect(credits == 0)
    }

    @Test("columns the domain requires are NOT NULL, optional ones are nullable")
    func nullability() throws {
        let columns = try database.read { db in
            try Dictionary(uniqueKeysWithValues: db.columns(in: "tv_series").map { ($0.name, $0.isNotNull) })
        }
        #expect(columns["name"] == true)
        #expect(columns["language"] == true)
        #expect(columns["cachedAt"] == true)
        #expect(columns["tagline"] == false)
        #expect(columns["episodeRunTime"] == false)
        #expect(columns["firstAirDate"] == false)
        #expect(columns.count == 25)
    }

    @Test("a row missing a required value is refused")
    func notNullIsEnforced() throws {
        #expect(throws: DatabaseError.self) {
            try database.write { db in
                try db.execute(
                    sql: "INSERT INTO tv_series (tvSeriesID, language, cachedAt) VALUES (1, 'en-US', '2024-01-01')")
            }
        }
    }

    @Test("an episode to air is either the last or the next one")
    func airDateKindIsChecked() throws {
        func insertAirDate(kind: String) throws {
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO tv_series_episode_air_date
                            (tvSeriesID, kind, episodeID, name, episodeNumber, seasonNumber)
                        VALUES (1, ?, 1, 'x', 1, 1)
                        """,
                    arguments: [kind])
            }
        }
        try database.write { db in
            try db.execute(sql: "INSERT INTO tv_series (tvSeriesID, name, language, cachedAt) VALUES (1, 'x', 'en', 0)")
        }

        try insertAirDate(kind: "last")
        try insertAirDate(kind: "next")
        #expect(throws: DatabaseError.self) { try insertAirDate(kind: "previous") }
    }

    @Test("a v1 cache migrates: its episode tables are rebuilt, its seasons dropped, everything else kept")
    func migratesAVersionOneCache() throws {
        let migrator = PopcornDatabase.migrator(for: [TVSeriesMigrations()])
        let database = try DatabaseQueue()
        try migrator.migrate(database, upTo: "tv_series.v1.createTables")
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tv_series (tvSeriesID, name, language, cachedAt) VALUES (1396, 'Breaking Bad', 'en-US', 0);
                    INSERT INTO tv_series_season (seasonKey, tvSeriesID, seasonNumber, seasonID, name, language, cachedAt)
                        VALUES ('tv:1396:season:1', 1396, 1, 3572, 'Season 1', 'en-US', 0);
                    INSERT INTO tv_series_episode (seasonKey, position, episodeID, name, episodeNumber, seasonNumber)
                        VALUES ('tv:1396:season:1', 0, 62085, 'Pilot', 1, 1);
                    INSERT INTO tv_series_single_episode
                        (episodeKey, tvSeriesID, episodeID, name, episodeNumber, seasonNumber, language, cachedAt)
                        VALUES ('tv:1396:season:1:episode:1', 1396, 62085, 'Pilot', 1, 1, 'en-US', 0);
                    """)
        }

        try migrator.migrate(database)

        let (series, seasons, episodes, oldTables, episodeColumns) = try database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_season"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_episode"),
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'tv_series_single%'"),
                try db.columns(in: "tv_series_episode").map(\.name)
            )
        }
        #expect(series == 1)
        #expect(seasons == 0)
        #expect(episodes == 0)
        #expect(oldTables.isEmpty)
        #expect(episodeColumns.prefix(4) == ["episodeKey", "tvSeriesID", "seasonKey", "position"])
    }
}
