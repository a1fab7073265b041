import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    static let episodeCreditsTables = [
        "tv_series_episode_credits_cast_member", "tv_series_episode_credits_guest_star",
        "tv_series_episode_credits_crew_member",
    ]

    @Test("saved episode credits read back with cast, guest stars and crew in order, apart from the episode")
    func episodeCreditsRoundTrip() async throws {
        try await dataSource.save(TVEpisodeCredits.mock())

        let cached = try #require(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396))

        #expect(cached.value == TVEpisodeCredits.mock())
        #expect(cached.value.cast.map(\.name) == ["Aaron Paul", "Bryan Cranston"])
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_episode_credits_cast_member") == 2)
        #expect(try count("tv_series_episode_credits_guest_star") == 1)
        #expect(try count("tv_series_episode_credits_crew_member") == 2)
        #expect(try count("tv_series_episode") == 0)
        #expect(try await dataSource.episode(1, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("episode credits are told apart by series, season and episode")
    func episodeCreditsAreKeyedByEpisode() async throws {
        try await dataSource.save(TVEpisodeCredits.mock(episodeNumber: 1))
        try await dataSource.save(TVEpisodeCredits.mock(episodeNumber: 2, crew: []))

        #expect(try await dataSource.episodeCredits(2, inSeason: 1, inTVSeries: 1396)?.value.crew == [])
        #expect(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396)?.value.crew.count == 2)
        #expect(try await dataSource.episodeCredits(1, inSeason: 2, inTVSeries: 1396) == nil)
        #expect(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1397) == nil)
    }

    @Test("episode credits that were never saved, or saved in another language, read as nil")
    func missingOrOtherLanguageEpisodeCredits() async throws {
        #expect(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396) == nil)
        try await dataSource(language: "fr-FR").save(TVEpisodeCredits.mock())
        #expect(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("saving episode credits again updates them in place and leaves no orphan members")
    func episodeCreditsOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(TVEpisodeCredits.mock())
        clock.advance(by: 60)
        let updated = TVEpisodeCredits.mock(episodeID: nil, guestStars: [], crew: [])

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_episode_credits") == 1)
        #expect(try count("tv_series_episode_credits_cast_member") == 2)
        #expect(try count("tv_series_episode_credits_guest_star") == 0)
        #expect(try count("tv_series_episode_credits_crew_member") == 0)
    }

    @Test("deleting an episode credits row deletes its cast, guest-star and crew rows")
    func deletingEpisodeCreditsCascades() async throws {
        try await dataSource.save(TVEpisodeCredits.mock())

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series_episode_credits") }

        for table in Self.episodeCreditsTables {
            #expect(try count(table) == 0, "\(table) kept rows of deleted credits")
        }
    }

    @Test("reading episode credits runs four queries, however many members there are")
    func episodeCreditsReadIsNotNPlusOne() async throws {
        try await dataSource.save(TVEpisodeCredits.mock(episodeNumber: 1))
        let many = (0..<40).map { CastMember(id: $0, creditID: "m\($0)", name: "P\($0)", character: "C", order: $0) }
        try await dataSource.save(
            TVEpisodeCredits.mock(
                episodeNumber: 2, cast: many, guestStars: many,
                crew: (0..<40).map { CrewMember(id: $0, creditID: "k\($0)", name: "K", job: "J", department: "D") }))

        let few = try await queryCount { _ = try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396) }
        let lots = try await queryCount { _ = try await dataSource.episodeCredits(2, inSeason: 1, inTVSeries: 1396) }

        #expect(few == 4)
        #expect(lots == 4)
    }

    @Test("saving episode credits and their members is one transaction")
    func episodeCreditsSaveIsOneTransaction() async throws {
        try await dataSource.save(TVEpisodeCredits.mock())

        try await expectOneTransactionUpdating("tv_series_episode_credits") {
            try await dataSource.save(TVEpisodeCredits.mock(crew: []))
        }
    }
}
