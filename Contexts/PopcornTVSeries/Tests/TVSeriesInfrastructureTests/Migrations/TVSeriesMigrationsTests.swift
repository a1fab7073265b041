import DataPersistence
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
        ("tv_series_episode", ["seasonKey"], "tv_series_season"),
        ("tv_series_episode_crew_member", ["seasonKey", "episodePosition"], "tv_series_episode"),
        ("tv_series_episode_guest_star", ["seasonKey", "episodePosition"], "tv_series_episode"),
        ("tv_series_single_episode_crew_member", ["episodeKey"], "tv_series_single_episode"),
        ("tv_series_single_episode_guest_star", ["episodeKey"], "tv_series_single_episode"),
        ("tv_series_cast_member", ["tvSeriesID"], "tv_series_credits"),
        ("tv_series_crew_member", ["tvSeriesID"], "tv_series_credits"),
        ("tv_series_aggregate_cast_member", ["tvSeriesID"], "tv_series_aggregate_credits"),
        ("tv_series_aggregate_cast_role", ["tvSeriesID", "memberPosition"], "tv_series_aggregate_cast_member"),
        ("tv_series_aggregate_crew_member", ["tvSeriesID"], "tv_series_aggregate_credits"),
        ("tv_series_aggregate_crew_job", ["tvSeriesID", "memberPosition"], "tv_series_aggregate_crew_member"),
        ("tv_series_preview", ["pageKey"], "tv_series_preview_page"),
    ]

    /// The parents of the six aggregates, each cached on its own.
    static let aggregateTables = [
        "tv_series", "tv_series_season", "tv_series_single_episode", "tv_series_credits",
        "tv_series_aggregate_credits", "tv_series_preview_page",
    ]

    let database: DatabaseQueue

    init() throws {
        database = try TVSeriesTestDatabase.make()
    }

    @Test("one migration is registered under the tv_series namespace, after the core's")
    func identifiers() {
        #expect(
            PopcornDatabase.migrator(for: [TVSeriesMigrations()]).migrations == [
                "core.v1.createDocument", "tv_series.v1.createTables",
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

    @Test("aggregate parents have no foreign key: a season or an episode is cached without its series")
    func aggregatesStandAlone() throws {
        for table in Self.aggregateTables {
            let foreignKeys = try database.read { db in try db.foreignKeys(on: table) }
            #expect(foreignKeys.isEmpty, "\(table) depends on another table")
        }
    }

    @Test("a season and a single episode are unique per series and numbers")
    func seasonAndEpisodeUniqueness() throws {
        let (seasonUnique, episodeUnique) = try database.read { db in
            (
                try db.table("tv_series_season", hasUniqueKey: ["tvSeriesID", "seasonNumber"]),
                try db.table("tv_series_single_episode", hasUniqueKey: ["tvSeriesID", "seasonNumber", "episodeNumber"])
            )
        }
        #expect(seasonUnique)
        #expect(episodeUnique)
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
}
