import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

extension GRDBTVSeriesLocalDataSourceTests {
    /// Season 2 of Breaking Bad with two episodes of its own.
    static let secondSeason = TVSeason.mock(
        id: 3573, name: "Season 2", seasonNumber: 2,
        episodes: [
            .mock(id: 62_092, name: "Seven Thirty-Seven", seasonNumber: 2),
            .mock(id: 62_093, name: "Grilled", episodeNumber: 2, seasonNumber: 2),
        ])

    @Test("a bundle's seasons are each their own entry, read back only when asked for")
    func bundleSeasons() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), seasons: [1: .mock(), 2: Self.secondSeason]))

        let second = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.season(2)]))
        let both = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.season(1), .season(2)]))

        #expect(second.bundle.seasons == [2: Self.secondSeason])
        #expect(Set(second.cachedAt.keys) == [.details, .part(.season(2))])
        #expect(both.bundle.seasons == [1: .mock(), 2: Self.secondSeason])
        #expect(try count("tv_series_season") == 2)
        #expect(try count("tv_series_episode") == 5)
        let keys = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT seasonKey FROM tv_series_season ORDER BY seasonNumber")
        }
        #expect(keys == ["tv:1396:season:1", "tv:1396:season:2"])
    }

    @Test("several series read together are each what reading it alone gives; one not cached is left out")
    func bundlesTogether() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), seasons: [1: .mock(), 2: Self.secondSeason]))
        try await dataSource.save(TVSeriesBundle(tvSeries: TVSeries(id: 1, name: "Untitled", genres: [])))

        let together = try await dataSource.bundles([1396: [.season(2)], 1: [.season(1)], 99: [.season(1)]])

        #expect(Set(together.keys) == [1396, 1])
        for (id, parts) in [(1396, Set([TVSeriesPart.season(2)])), (1, [.season(1)])] {
            let alone = try await dataSource.bundle(forTVSeries: id, including: parts)
            #expect(together[id]?.bundle == alone?.bundle)
            #expect(together[id]?.cachedAt == alone?.cachedAt)
        }
        #expect(together[1396]?.bundle.seasons == [2: Self.secondSeason])
    }

    @Test("episode, season summary and air date rows list their columns in the order their readers take them")
    func episodeColumnOrder() async throws {
        let tables = [
            ("tv_series_episode", TVSeriesEpisodeEntity.Columns.allCases.map(\.rawValue)),
            ("tv_series_season_summary", TVSeriesSeasonSummaryEntity.columnOrder),
            ("tv_series_episode_air_date", TVSeriesEpisodeAirDateEntity.columnOrder),
        ]
        for (table, order) in tables {
            let names = try await database.read { db in try db.columns(in: table).map(\.name) }
            #expect(names == order, "\(table)")
        }
    }

    @Test("a season saved in a bundle makes its episodes cached episodes, stamped with the bundle's time")
    func seasonEpisodesAreEpisodes() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), seasons: [2: Self.secondSeason]))

        let first = try #require(try await dataSource.episode(1, inSeason: 2, inTVSeries: 1396))
        let second = try #require(try await dataSource.episode(2, inSeason: 2, inTVSeries: 1396))

        #expect(first.value == Self.secondSeason.episodes?[0])
        #expect(second.value == Self.secondSeason.episodes?[1])
        #expect(first.cachedAt == clock.now())
        #expect(try await dataSource.episode(3, inSeason: 2, inTVSeries: 1396) == nil)
        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("a season whose episode was refetched in another language reads as missing; the rest still reads")
    func seasonWithEpisodeInAnotherLanguage() async throws {
        try await dataSource.save(TVSeriesBundle.mock(seasons: [1: .mock(), 2: Self.secondSeason]))

        try await dataSource(language: "fr-FR").save(TVEpisode.mock(name: "Épisode pilote"), inTVSeries: 1396)

        let cached = try #require(
            try await dataSource.bundle(forTVSeries: 1396, including: [.season(1), .season(2), .credits]))
        #expect(cached.bundle.seasons == [2: Self.secondSeason])
        #expect(cached.cachedAt[.part(.season(1))] == nil)
        #expect(cached.cachedAt[.part(.season(2))] == clock.now())
        #expect(cached.bundle.credits == .breakingBad())
        #expect(try await dataSource.episode(2, inSeason: 1, inTVSeries: 1396) != nil)
    }

    @Test("saving a season again in a bundle replaces its episodes and leaves no orphans")
    func seasonResave() async throws {
        try await dataSource.save(TVSeriesBundle.mock())
        clock.advance(by: 60)
        let shorter = TVSeason.mock(episodes: [.mock(crew: [], guestStars: [])])

        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), seasons: [1: shorter]))

        let cached = try #require(try await dataSource.season(1, inTVSeries: 1396))
        #expect(cached.value == shorter)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_episode") == 1)
        #expect(try count("tv_series_episode_crew_member") == 0)
        #expect(try count("tv_series_episode_guest_star") == 0)
    }
}
