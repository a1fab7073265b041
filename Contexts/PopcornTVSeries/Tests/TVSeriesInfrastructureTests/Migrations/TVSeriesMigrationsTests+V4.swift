import DataPersistence
import GRDB
import TVSeriesInfrastructure
import Testing

extension TVSeriesMigrationsTests {
    @Test("cache stats count every aggregate parent once, each with its kind's time to live")
    func cacheTables() {
        let tables = TVSeriesMigrations().cacheTables
        let kinds = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.kind) })

        #expect(Set(tables.map(\.name)) == Set(Self.aggregateTables))
        #expect(tables.count == Self.aggregateTables.count)
        #expect(tables.allSatisfy { $0.context == "tv_series" })
        #expect(kinds["tv_series_content_ratings"] == .details)
        #expect(kinds["tv_series_image_collection"] == .details)
        #expect(kinds["tv_series_watch_providers"] == .details)
        #expect(kinds["tv_series_credits"] == .credits)
        #expect(kinds["tv_series_aggregate_credits"] == .credits)
        #expect(kinds["tv_series_preview_page"] == .list)
    }

    @Test("episodes are counted before the seasons whose deletion cascades to them")
    func episodesBeforeSeasons() throws {
        let names = TVSeriesMigrations().cacheTables.map(\.name)
        let episode = try #require(names.firstIndex(of: "tv_series_episode"))
        let season = try #require(names.firstIndex(of: "tv_series_season"))
        #expect(episode < season)
    }

    @Test("a part the source did not have is remembered once per series and part, with its language and date")
    func unansweredPartTable() throws {
        let (primaryKey, columns) = try database.read { db in
            (
                try db.primaryKey("tv_series_unanswered_part").columns,
                try Dictionary(
                    uniqueKeysWithValues: db.columns(in: "tv_series_unanswered_part").map { ($0.name, $0.isNotNull) })
            )
        }
        #expect(primaryKey == ["tvSeriesID", "part"])
        #expect(columns == ["tvSeriesID": true, "part": true, "language": true, "cachedAt": true])
    }

    @Test("a rating row needs its country and descriptors, and may lack a rating")
    func contentRatingColumns() throws {
        let columns = try database.read { db in
            try Dictionary(
                uniqueKeysWithValues: db.columns(in: "tv_series_content_rating").map { ($0.name, $0.isNotNull) })
        }
        #expect(
            columns == [
                "tvSeriesID": true, "position": true, "countryCode": true, "rating": false, "descriptors": true,
            ])
    }

    @Test("deleting a series' part parents cascades to their rows, and deleting the series to its unanswered parts")
    func screenPartsCascade() throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tv_series (tvSeriesID, name, language, cachedAt) VALUES (1396, 'Breaking Bad', 'en-US', 0);
                    INSERT INTO tv_series_content_ratings (tvSeriesID, language, cachedAt) VALUES (1396, 'en-US', 0);
                    INSERT INTO tv_series_content_rating (tvSeriesID, position, countryCode, rating, descriptors)
                        VALUES (1396, 0, 'US', 'TV-MA', '[]');
                    INSERT INTO tv_series_unanswered_part (tvSeriesID, part, language, cachedAt)
                        VALUES (1396, 'images', 'en-US', 0);
                    DELETE FROM tv_series_content_ratings;
                    DELETE FROM tv_series;
                    """)
        }
        #expect(try TVSeriesTestDatabase.count("tv_series_content_rating", in: database) == 0)
        #expect(try TVSeriesTestDatabase.count("tv_series_unanswered_part", in: database) == 0)
    }

    @Test("a v3 cache migrates to v4 keeping what it cached, with no screen part cached yet")
    func migratesAVersionThreeCache() throws {
        let migrator = PopcornDatabase.migrator(for: [TVSeriesMigrations()])
        let database = try DatabaseQueue()
        try migrator.migrate(database, upTo: "tv_series.v3.addEpisodeCredits")
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tv_series (tvSeriesID, name, language, cachedAt) VALUES (1396, 'Breaking Bad', 'en-US', 0);
                    INSERT INTO tv_series_credits (tvSeriesID, language, cachedAt) VALUES (1396, 'en-US', 0);
                    """)
        }

        try migrator.migrate(database)

        let (series, credits, ratings, unanswered) = try database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_credits"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_content_ratings"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM tv_series_unanswered_part")
            )
        }
        #expect(series == 1)
        #expect(credits == 1)
        #expect(ratings == 0)
        #expect(unanswered == 0)
    }
}
