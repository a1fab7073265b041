import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("saved credits read back with cast and crew in order")
    func creditsRoundTrip() async throws {
        try await dataSource.save(Credits.breakingBad())

        let cached = try #require(try await dataSource.credits(forTVSeries: 1396))

        #expect(cached.value == Credits.breakingBad())
        #expect(cached.value.cast.map(\.character) == ["Walter White", "Jesse Pinkman", "Skyler White"])
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_cast_member") == 3)
        #expect(try count("tv_series_crew_member") == 2)
    }

    @Test("credits that were never saved, or saved in another language, read as nil")
    func missingOrOtherLanguageCredits() async throws {
        #expect(try await dataSource.credits(forTVSeries: 1396) == nil)
        try await dataSource(language: "fr-FR").save(Credits.breakingBad())
        #expect(try await dataSource.credits(forTVSeries: 1396) == nil)
    }

    @Test("saving credits again updates them in place and leaves no orphan members")
    func creditsOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(Credits.breakingBad())
        clock.advance(by: 60)
        let updated = Credits.breakingBad(cast: [.mock(id: 1, name: "Only One")], crew: [])

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.credits(forTVSeries: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_credits") == 1)
        #expect(try count("tv_series_cast_member") == 1)
        #expect(try count("tv_series_crew_member") == 0)
    }

    @Test("deleting a credits row deletes its cast and crew rows")
    func deletingCreditsCascades() async throws {
        try await dataSource.save(Credits.breakingBad())

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM tv_series_credits") }

        #expect(try count("tv_series_cast_member") == 0)
        #expect(try count("tv_series_crew_member") == 0)
    }

    @Test("reading credits runs the series' queries and three more, however many members there are")
    func creditsReadIsNotNPlusOne() async throws {
        try await dataSource.save(Credits.breakingBad(id: 1, cast: [.mock()], crew: []))
        try await dataSource.save(
            Credits.breakingBad(
                id: 2, cast: (0..<50).map { .mock(id: $0, order: $0) }, crew: (0..<50).map { .mock(id: $0) }))

        let few = try await queryCount { _ = try await dataSource.credits(forTVSeries: 1) }
        let lots = try await queryCount { _ = try await dataSource.credits(forTVSeries: 2) }

        // The series (10), then the credits, their cast, their crew.
        #expect(few == 13)
        #expect(lots == 13)
    }

    @Test("saving credits and their members is one transaction")
    func creditsSaveIsOneTransaction() async throws {
        try await dataSource.save(Credits.breakingBad())

        try await expectOneTransactionUpdating("tv_series_credits") {
            try await dataSource.save(Credits.breakingBad(crew: []))
        }
    }
}
