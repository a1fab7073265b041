import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

@Suite("GRDBTVSeriesLocalDataSource")
struct GRDBTVSeriesLocalDataSourceTests {
    static let seriesChildTables = [
        "tv_series_genre", "tv_series_creator", "tv_series_network", "tv_series_production_company",
        "tv_series_production_country", "tv_series_spoken_language", "tv_series_season_summary",
        "tv_series_episode_air_date",
    ]

    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBTVSeriesLocalDataSource

    init() throws {
        database = try TVSeriesTestDatabase.make()
        dataSource = GRDBTVSeriesLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try TVSeriesTestDatabase.count(table, in: database)
    }

    /// The data source of another language over the same database.
    func dataSource(language: String) -> GRDBTVSeriesLocalDataSource {
        GRDBTVSeriesLocalDataSource(database: database, language: language, clock: clock)
    }

    /// How many queries of TV series tables `read` runs, once a first read has warmed GRDB's schema cache.
    func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "tv_series").count
    }

    /// Runs `save` and expects it to be one transaction that updates `table`'s row in place.
    func expectOneTransactionUpdating(_ table: String, _ save: () async throws -> Void) async throws {
        let log = StatementLog.attached(to: database)
        try await save()
        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        #expect(log.all.contains { $0.hasPrefix("UPDATE \"\(table)\"") })
        #expect(!log.all.contains { $0.hasPrefix("INSERT INTO \"\(table)\"") })
    }

    @Test("a saved series reads back with all 32 fields, its lists in order and both episodes to air")
    func seriesRoundTrip() async throws {
        try await dataSource.save(TVSeries.mock())

        let cached = try #require(try await dataSource.tvSeries(withID: 1396))

        #expect(cached.value == TVSeries.mock())
        #expect(cached.value.seasons?.map(\.seasonNumber) == [0, 1, 2])
        #expect(cached.value.spokenLanguages?.map(\.languageCode) == ["en", "es"])
        #expect(cached.value.lastEpisodeToAir?.name == "Felina")
        #expect(cached.value.nextEpisodeToAir?.name == "Reunion")
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a series with no optional fields reads back with nil fields, empty lists and no episodes to air")
    func sparseSeriesRoundTrip() async throws {
        try await dataSource.save(TVSeries(id: 1, name: "Untitled", genres: []))

        let tvSeries = try #require(try await dataSource.tvSeries(withID: 1)).value

        #expect(tvSeries.name == "Untitled")
        #expect(tvSeries.episodeRunTime == nil)
        #expect(tvSeries.languages == nil)
        #expect(tvSeries.firstAirDate == nil)
        #expect(tvSeries.status == nil)
        #expect(tvSeries.lastEpisodeToAir == nil)
        #expect(tvSeries.nextEpisodeToAir == nil)
        #expect(tvSeries.genres == [])
        #expect(tvSeries.seasons == [])
    }

    @Test("a series that was never saved reads as nil")
    func missingSeries() async throws {
        #expect(try await dataSource.tvSeries(withID: 1396) == nil)
    }

    @Test("a series saved in another language reads as nil")
    func otherLanguageSeries() async throws {
        let french = dataSource(language: "fr-FR")
        try await french.save(TVSeries.mock())

        #expect(try await dataSource.tvSeries(withID: 1396) == nil)
        #expect(try await french.tvSeries(withID: 1396) != nil)
    }

    @Test("saving again updates the row in place, replaces every child list and refreshes cachedAt")
    func seriesOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(TVSeries.mock())
        clock.advance(by: 600)
        let updated = TVSeries.mock(
            name: "Breaking Bad (Remastered)",
            seasons: [.summaryMock()],
            createdBy: [],
            genres: [.mock(id: 99, name: "Documentary")],
            nextEpisodeToAir: nil,
            networks: [],
            productionCompanies: [],
            productionCountries: [],
            spokenLanguages: []
        )

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.tvSeries(withID: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series") == 1)
        #expect(try count("tv_series_season_summary") == 1)
        #expect(try count("tv_series_creator") == 0)
        #expect(try count("tv_series_genre") == 1)
        #expect(try count("tv_series_network") == 0)
        #expect(try count("tv_series_production_company") == 0)
        #expect(try count("tv_series_production_country") == 0)
        #expect(try count("tv_series_spoken_language") == 0)
        #expect(try count("tv_series_episode_air_date") == 1)
    }

    @Test("deleting a series row deletes its rows in every child table, and leaves its seasons and episodes")
    func deletingSeriesCascades() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)
        try await dataSource.save(TVSeries.mock(id: 1396))
        try await dataSource.save(TVSeries.mock(id: 60_059))

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series WHERE tvSeriesID = 1396") }

        for table in Self.seriesChildTables {
            let left = try await database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE tvSeriesID = 1396")
            }
            #expect(left == 0, "\(table) kept rows of a deleted series")
            #expect(try count(table) > 0, "\(table) lost the other series' rows")
        }
        #expect(try count("tv_series_season") == 1)
        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396) != nil)
    }

    @Test("a saved series lands in the series tables, lists as JSON text, one row per nested item")
    func seriesRowsAreInTheirTables() async throws {
        try await dataSource.save(TVSeries.mock())

        let (series, kinds, seasons) = try database.read { db in
            (
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT name, episodeRunTime, originCountry, languages, status, type, language, posterPath
                        FROM tv_series WHERE tvSeriesID = 1396
                        """
                ),
                try String.fetchAll(db, sql: "SELECT kind FROM tv_series_episode_air_date ORDER BY kind"),
                try String.fetchAll(db, sql: "SELECT name FROM tv_series_season_summary ORDER BY position")
            )
        }

        let row = try #require(series)
        #expect(row["name"] as String? == "Breaking Bad")
        #expect(row["episodeRunTime"] as String? == "[45,47]")
        #expect(row["originCountry"] as String? == #"["US"]"#)
        #expect(row["languages"] as String? == #"["en","es"]"#)
        #expect(row["status"] as String? == "Ended")
        #expect(row["type"] as String? == "Scripted")
        #expect(row["language"] as String? == "en-US")
        #expect(row["posterPath"] as String? == "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg")
        #expect(kinds == ["last", "next"])
        #expect(seasons == ["Specials", "Season 1", "Season 2"])
        #expect(try count("tv_series_genre") == 2)
        #expect(try count("tv_series_production_company") == 2)
    }

    @Test("reading a series runs one query per association, however many children it has")
    func seriesReadIsNotNPlusOne() async throws {
        try await dataSource.save(TVSeries.mock(id: 1))
        let many = 25
        try await dataSource.save(
            TVSeries.mock(
                id: 2,
                seasons: (0..<many).map { .summaryMock(id: $0, name: "Season \($0)", seasonNumber: $0) },
                createdBy: (0..<many).map { .mock(id: $0, creditID: "c\($0)") },
                genres: (0..<many).map { .mock(id: $0, name: "Genre \($0)") },
                networks: (0..<many).map { .mock(id: $0) },
                productionCompanies: (0..<many).map { .mock(id: $0) },
                productionCountries: (0..<many).map { .mock(countryCode: "C\($0)") },
                spokenLanguages: (0..<many).map { .mock(languageCode: "l\($0)") }
            ))

        let few = try await queryCount { _ = try await dataSource.tvSeries(withID: 1) }
        let lots = try await queryCount { _ = try await dataSource.tvSeries(withID: 2) }

        // The series, its last and next episode to air, then seven lists.
        #expect(few == 10)
        #expect(lots == 10)
        #expect(try await dataSource.tvSeries(withID: 2)?.value.genres?.count == many)
    }

    @Test("saving a series and its children is one transaction")
    func seriesSaveIsOneTransaction() async throws {
        try await dataSource.save(TVSeries.mock())

        try await expectOneTransactionUpdating("tv_series") { try await dataSource.save(TVSeries.mock(name: "Again")) }
    }
}
