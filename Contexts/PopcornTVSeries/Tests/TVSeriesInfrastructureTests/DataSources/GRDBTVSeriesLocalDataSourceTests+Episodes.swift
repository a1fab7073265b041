import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("a saved episode reads back with every field and its crew and guest stars in order")
    func episodeRoundTrip() async throws {
        try await dataSource.save(TVEpisode.mock(), inTVSeries: 1396)

        let cached = try #require(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396))

        #expect(cached.value == TVEpisode.mock())
        #expect(cached.value.guestStars?.map(\.order) == [500, 501, 502])
        #expect(cached.cachedAt == clock.now())
    }

    @Test("an episode without a show id is keyed by the series it was saved in and its own numbers")
    func episodeKeys() async throws {
        let episode = TVEpisode.mock(episodeNumber: 3, seasonNumber: 2, showID: nil)
        try await dataSource.save(episode, inTVSeries: 1396)

        #expect(try await dataSource.episode(3, inSeason: 2, inTVSeries: 1396)?.value == episode)
        #expect(try await dataSource.episode(3, inSeason: 1, inTVSeries: 1396) == nil)
        #expect(try await dataSource.episode(2, inSeason: 2, inTVSeries: 1396) == nil)
        #expect(try await dataSource.episode(3, inSeason: 2, inTVSeries: 1399) == nil)
    }

    @Test("a cached season answers for its episodes, each stamped with the season's time")
    func seasonAnswersForItsEpisodes() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        let cached = try #require(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396))
        #expect(cached.value == TVSeason.mock().episodes?.first)
        #expect(cached.cachedAt == clock.now())
        #expect(try await dataSource.episode(1, inSeason: 2, inTVSeries: 1396) == nil)
    }

    @Test("saving an episode on its own updates its season's copy, and the season still lists it in place")
    func episodeSaveUpdatesTheSeasonsCopy() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)
        clock.advance(by: 60)
        let renamed = TVEpisode.mock(name: "Pilot (Extended)", crew: [], guestStars: [.mock()])

        try await dataSource.save(renamed, inTVSeries: 1396)

        let season = try #require(try await dataSource.season(1, inTVSeries: 1396))
        #expect(
            season.value.episodes?.map(\.name) == [
                "Pilot (Extended)", "Cat's in the Bag...", "...And the Bag's in the River",
            ])
        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396)?.cachedAt == clock.now())
        #expect(try count("tv_series_episode") == 3)
    }

    @Test("saving a season replaces a copy of its episode cached on its own, leaving one row")
    func seasonSaveReplacesStandaloneCopy() async throws {
        try await dataSource.save(TVEpisode.mock(name: "Old"), inTVSeries: 1396)

        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396)?.value.name == "Pilot")
        #expect(try count("tv_series_episode") == 3)
    }

    @Test("a season whose episode was since fetched in another language reads as nil")
    func seasonWithEpisodeInOtherLanguageIsAMiss() async throws {
        try await dataSource.save(TVSeason.mock(), inTVSeries: 1396)

        try await dataSource(language: "fr-FR").save(TVEpisode.mock(), inTVSeries: 1396)

        #expect(try await dataSource.season(1, inTVSeries: 1396) == nil)
        #expect(try await dataSource(language: "fr-FR").episode(1, inSeason: 1, inTVSeries: 1396) != nil)
    }

    @Test("an episode saved in another language reads as nil")
    func otherLanguageEpisode() async throws {
        try await dataSource(language: "fr-FR").save(TVEpisode.mock(), inTVSeries: 1396)

        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("saving an episode again updates it in place and leaves no orphan crew or guest stars")
    func episodeOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(TVEpisode.mock(), inTVSeries: 1396)
        clock.advance(by: 60)
        let updated = TVEpisode.mock(name: "Pilot (Extended)", crew: [.mock()], guestStars: [])

        try await dataSource.save(updated, inTVSeries: 1396)

        let cached = try #require(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_episode") == 1)
        #expect(try count("tv_series_episode_crew_member") == 1)
        #expect(try count("tv_series_episode_guest_star") == 0)
    }

    @Test("deleting an episode row deletes its crew and guest stars")
    func deletingEpisodeEntryCascades() async throws {
        try await dataSource.save(TVEpisode.mock(), inTVSeries: 1396)
        try await dataSource.save(TVEpisode.mock(episodeNumber: 2), inTVSeries: 1396)

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM tv_series_episode WHERE episodeNumber = 1")
        }

        #expect(try count("tv_series_episode_crew_member") == 2)
        #expect(try count("tv_series_episode_guest_star") == 3)
    }

    @Test("reading an episode runs three queries, however many credits it has")
    func episodeReadIsNotNPlusOne() async throws {
        try await dataSource.save(TVEpisode.mock(episodeNumber: 1), inTVSeries: 1396)
        try await dataSource.save(
            TVEpisode.mock(
                episodeNumber: 2,
                crew: (0..<40).map { .mock(creditID: "c\($0)") },
                guestStars: (0..<40).map { .mock(creditID: "g\($0)", order: $0) }),
            inTVSeries: 1396)

        let few = try await queryCount { _ = try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396) }
        let lots = try await queryCount { _ = try await dataSource.episode(2, inSeason: 1, inTVSeries: 1396) }

        #expect(few == 3)
        #expect(lots == 3)
    }

    @Test("saving an episode and its credits is one transaction")
    func episodeSaveIsOneTransaction() async throws {
        try await dataSource.save(TVEpisode.mock(), inTVSeries: 1396)

        try await expectOneTransactionUpdating("tv_series_episode") {
            try await dataSource.save(TVEpisode.mock(name: "Again"), inTVSeries: 1396)
        }
    }
}
