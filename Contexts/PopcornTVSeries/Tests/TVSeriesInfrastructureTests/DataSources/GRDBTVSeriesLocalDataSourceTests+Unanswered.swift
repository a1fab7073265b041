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

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("parts the source did not have read back as cached without a value, until they are answered")
    func unansweredParts() async throws {
        try await dataSource.save(
            TVSeriesBundle(tvSeries: .mock(), credits: .breakingBad(), unansweredParts: [.images, .watchProviders]))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.images, .credits]))
        #expect(cached.bundle.unansweredParts == [.images])
        #expect(cached.bundle.images == nil)
        #expect(cached.cachedAt[.part(.images)] == clock.now())

        clock.advance(by: 60)
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), images: .mock(id: 1396)))
        let answered = try #require(
            try await dataSource.bundle(forTVSeries: 1396, including: [.images, .watchProviders]))
        #expect(answered.bundle.unansweredParts == [.watchProviders])
        #expect(answered.bundle.images == .mock(id: 1396))
        #expect(answered.cachedAt[.part(.watchProviders)] == clock.now().addingTimeInterval(-60))
        #expect(try count("tv_series_unanswered_part") == 1)
    }

    @Test("a part cached and later not sent reads as unanswered: its old entry goes, seasons' included")
    func answeredThenUnanswered() async throws {
        try await dataSource.save(
            TVSeriesBundle(tvSeries: .mock(), images: .mock(id: 1396), seasons: [1: .mock(seasonNumber: 1)]))
        clock.advance(by: 60)

        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), unansweredParts: [.images, .season(1)]))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.images, .season(1)]))
        #expect(cached.bundle.images == nil)
        #expect(cached.bundle.seasons.isEmpty)
        #expect(cached.bundle.unansweredParts == [.images, .season(1)])
        #expect(cached.cachedAt[.part(.images)] == clock.now())
        #expect(try count("tv_series_image_collection") == 0)
        #expect(try count("tv_series_season") == 0)
    }

    @Test("a season the series does not have is remembered under its own name, and forgotten once answered")
    func unansweredSeason() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), unansweredParts: [.season(9)]))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.season(9), .season(1)]))
        let names = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT part FROM tv_series_unanswered_part")
        }

        #expect(cached.bundle.unansweredParts == [.season(9)])
        #expect(cached.bundle.seasons.isEmpty)
        #expect(Set(cached.cachedAt.keys) == [.details, .part(.season(9))])
        #expect(names == ["season/9"])

        try await dataSource.save(TVSeriesBundle(tvSeries: .mock(), seasons: [9: .mock(seasonNumber: 9, episodes: [])]))
        #expect(try count("tv_series_unanswered_part") == 0)
    }

    @Test("an unanswered part is only looked up when an asked part has no entry of its own")
    func unansweredLookedUpOnlyWhenNeeded() async throws {
        try await dataSource.save(TVSeriesBundle.mock(unansweredParts: [.season(9)]))
        let log = StatementLog.attached(to: database)

        _ = try await dataSource.bundle(forTVSeries: 1396, including: [.credits, .season(1)])
        #expect(log.queries(touching: "tv_series_unanswered_part").isEmpty)

        _ = try await dataSource.bundle(forTVSeries: 1396, including: [.credits, .season(9)])
        #expect(log.queries(touching: "tv_series_unanswered_part").count == 1)
    }

    @Test("unanswered parts in another language are not read, and go with the series' row")
    func unansweredPartsLanguageAndCascade() async throws {
        try await dataSource(language: "fr-FR").save(TVSeriesBundle(tvSeries: .mock(), unansweredParts: [.images]))
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock()))

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: [.images]))
        #expect(cached.bundle.unansweredParts.isEmpty)
        #expect(cached.cachedAt[.part(.images)] == nil)

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series") }
        #expect(try count("tv_series_unanswered_part") == 0)
    }

    @Test("a remembered name that is no part of this version is ignored")
    func unknownUnansweredName() async throws {
        try await dataSource.save(TVSeriesBundle(tvSeries: .mock()))
        _ = try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tv_series_unanswered_part (tvSeriesID, part, language, cachedAt)
                    VALUES (1396, 'alternativeTitles', 'en-US', 0), (1396, 'season/x', 'en-US', 0)
                    """)
        }

        let cached = try #require(try await dataSource.bundle(forTVSeries: 1396, including: Self.everyPart))

        #expect(cached.bundle.unansweredParts.isEmpty)
        #expect(Set(cached.cachedAt.keys) == [.details])
    }
}
