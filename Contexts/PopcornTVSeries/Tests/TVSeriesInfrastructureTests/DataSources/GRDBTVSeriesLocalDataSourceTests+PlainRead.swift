import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("every entity of a whole bundle, and an episode's credits, read the same with plain SQL as with associations")
    func plainReadsMatchAssociations() async throws {
        try await dataSource.save(Self.bundle(of: 7, items: 3))
        try await dataSource.save(TVEpisodeCredits.mock(tvSeriesID: 7, seasonNumber: 1, episodeNumber: 2))

        try await database.read { db in
            let series = try CachedAggregateReads.both(TVSeriesEntity.self, key: 7, language: "en-US", in: db)
            #expect(series.plain?.genres?.count == 3)
            #expect(series.plain?.lastEpisodeToAir != nil)
            #expect(series.plain == series.associations)
            let season = try CachedAggregateReads.both(
                TVSeriesSeasonEntity.self, key: TVSeriesCacheKey.season(1, inTVSeries: 7), language: "en-US", in: db)
            #expect(season.plain?.episodes?.count == 3)
            #expect(season.plain == season.associations)
            let aggregate = try CachedAggregateReads.both(
                TVSeriesAggregateCreditsEntity.self, key: 7, language: "en-US", in: db)
            #expect(aggregate.plain?.cast?.first?.roles?.isEmpty == false)
            #expect(aggregate.plain == aggregate.associations)
            let episodeCredits = try CachedAggregateReads.both(
                TVSeriesEpisodeCreditsEntity.self,
                key: TVSeriesCacheKey.episodeCredits(2, inSeason: 1, inTVSeries: 7), language: "en-US", in: db)
            #expect(episodeCredits.plain != nil)
            #expect(episodeCredits.plain == episodeCredits.associations)
            let credits = try CachedAggregateReads.both(
                CreditsEntity<TVSeriesCreditsTables>.self, key: 7, language: "en-US", in: db)
            #expect(credits.plain?.cast?.isEmpty == false)
            #expect(credits.plain == credits.associations)
        }
    }

    @Test("reading a whole bundle asks SQLite nothing about the schema")
    func plainReadsAskNoSchemaQuestions() async throws {
        try await dataSource.save(Self.bundle(of: 7, items: 3))
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.bundle(forTVSeries: 7, including: Self.everyPart)

        #expect(!log.all.contains { $0.hasPrefix("PRAGMA") && !$0.hasPrefix("PRAGMA query_only") }, "\(log.all)")
    }
}
