import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    static let seasonTables = [
        "tv_series_season", "tv_series_episode", "tv_series_episode_crew_member", "tv_series_episode_guest_star",
    ]

    @Test("a saved season reads back with every field and its episodes, crew and guest stars in order")
    func seasonRoundTrip() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        let cached = try #require(try await dataSource.season(1, inTVSeries: 1396))

        #expect(cached.value == TVSeason.mock())
        #expect(cached.value.episodes?.map(\.episodeNumber) == [1, 2, 3])
        #expect(cached.value.episodes?.first?.guestStars?.map(\.id) == [92_495, 1_216_132, 161_591])
        #expect(cached.value.episodes?.first?.crew?.map(\.job) == ["Director", "Director of Photography"])
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_episode") == 3)
        #expect(try count("tv_series_episode_crew_member") == 3)
        #expect(try count("tv_series_episode_guest_star") == 4)
    }

    @Test("a season is keyed by its series and number")
    func seasonKeys() async throws {
        try await dataSource.save(TVSeason.mock(seasonNumber: 2), inTVSeries: 1396)
        try await dataSource.save(TVSeries.bare(1399))

        #expect(try await dataSource.season(2, inTVSeries: 1396) != nil)
        #expect(try await dataSource.season(1, inTVSeries: 1396) == nil)
        #expect(try await dataSource.season(2, inTVSeries: 1399) == nil)
        let key = try await database.read { db in try String.fetchOne(db, sql: "SELECT seasonKey FROM tv_series_season")
        }
        #expect(key == "tv:1396:season:2")
    }

    @Test("a season saved in another language reads as nil")
    func otherLanguageSeason() async throws {
        try await dataSource(language: "fr-FR").save(TVSeason.mock(), inTVSeries: 1396)

        #expect(try await dataSource.season(1, inTVSeries: 1396) == nil)
    }

    @Test("saving a season again updates it in place and leaves no orphan episodes, crew or guest stars")
    func seasonOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)
        clock.advance(by: 60)
        let updated = TVSeason.mock(name: "Season One", episodes: [.mock(crew: [], guestStars: [.mock()])])

        try await dataSource.save(updated, inTVSeries: 1396)

        let cached = try #require(try await dataSource.season(1, inTVSeries: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_season") == 1)
        #expect(try count("tv_series_episode") == 1)
        #expect(try count("tv_series_episode_crew_member") == 0)
        #expect(try count("tv_series_episode_guest_star") == 1)
    }

    @Test("deleting a season row deletes its episodes, and with them their crew and guest stars")
    func deletingSeasonCascades() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1399)

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM tv_series_season WHERE seasonKey = 'tv:1396:season:1'")
        }

        #expect(try count("tv_series_season") == 1)
        #expect(try count("tv_series_episode") == 3)
        #expect(try count("tv_series_episode_crew_member") == 3)
        #expect(try count("tv_series_episode_guest_star") == 4)
        let left = try await database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM tv_series_episode_guest_star WHERE episodeKey LIKE 'tv:1396:season:1:%'")
        }
        #expect(left == 0)
    }

    @Test("deleting one episode row deletes its own crew and guest stars only")
    func deletingEpisodeCascades() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM tv_series_episode WHERE position = 0")
        }

        #expect(try count("tv_series_episode") == 2)
        #expect(try count("tv_series_episode_crew_member") == 1)
        #expect(try count("tv_series_episode_guest_star") == 1)
    }

    @Test("reading a season runs one query per level, however many episodes and credits it has")
    func seasonReadIsNotNPlusOne() async throws {
        try await dataSource.save(TVSeason.mock(episodes: [.mock()]), inTVSeries: 1)
        let episodes = (1...30).map { number in
            TVEpisode.mock(
                id: number, episodeNumber: number,
                crew: (0..<5).map { .mock(creditID: "c\(number)-\($0)") },
                guestStars: (0..<5).map { .mock(creditID: "g\(number)-\($0)", order: $0) })
        }
        try await dataSource.save(TVSeason.mock(episodes: episodes), inTVSeries: 2)

        let few = try await queryCount { _ = try await dataSource.season(1, inTVSeries: 1) }
        let lots = try await queryCount { _ = try await dataSource.season(1, inTVSeries: 2) }

        // The series (10), then the season, its episodes, their crew, their guest stars.
        #expect(few == 14)
        #expect(lots == 14)
        #expect(try await dataSource.season(1, inTVSeries: 2)?.value == TVSeason.mock(episodes: episodes))
    }

    @Test("saving a season, its episodes and their credits is one transaction")
    func seasonSaveIsOneTransaction() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        try await expectOneTransactionUpdating("tv_series_season") {
            try await dataSource.save(TVSeason.mock(name: "Again"), inTVSeries: 1396)
        }
    }

    @Test("clearing the cache counts what stats counted: the series, a season and each episode it lists")
    func clearCountsEpisodes() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)
        let maintenance = CacheMaintenance(
            database: CacheDatabase(database), tables: PopcornDatabase.cacheTables(for: [TVSeriesMigrations()]),
            fileURL: nil)
        let entries = try maintenance.stats().entriesByContext["tv_series"]

        let cleared = try maintenance.clear()

        #expect(entries == 5)
        #expect(cleared == 5)
        #expect(try count("tv_series_episode") == 0)
    }
}
