import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation
import TVSeriesDomain
import TVSeriesInfrastructure
import TVSeriesTestHelpers
import Testing

extension GRDBTVSeriesLocalDataSourceTests {
    @Test("saved aggregate credits read back with members, roles and jobs in order")
    func aggregateCreditsRoundTrip() async throws {
        try await dataSource.save(AggregateCredits.mock())

        let cached = try #require(try await dataSource.aggregateCredits(forTVSeries: 1396))

        #expect(cached.value == AggregateCredits.mock())
        #expect(cached.value.cast.first?.roles.map(\.character) == ["Walter White", "Heisenberg"])
        #expect(cached.value.crew.map(\.name) == ["Vince Gilligan", "Dave Porter"])
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_aggregate_cast_member") == 2)
        #expect(try count("tv_series_aggregate_cast_role") == 3)
        #expect(try count("tv_series_aggregate_crew_member") == 2)
        #expect(try count("tv_series_aggregate_crew_job") == 3)
    }

    @Test("aggregate credits that were never saved, or saved in another language, read as nil")
    func missingOrOtherLanguageAggregateCredits() async throws {
        #expect(try await dataSource.aggregateCredits(forTVSeries: 1396) == nil)
        try await dataSource(language: "fr-FR").save(AggregateCredits.mock())
        #expect(try await dataSource.aggregateCredits(forTVSeries: 1396) == nil)
    }

    @Test("plain and aggregate credits are separate entries")
    func creditsAndAggregateCreditsAreSeparate() async throws {
        try await dataSource.save(AggregateCredits.mock())

        #expect(try await dataSource.credits(forTVSeries: 1396) == nil)
    }

    @Test("saving aggregate credits again updates them in place and leaves no orphan members, roles or jobs")
    func aggregateCreditsOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(AggregateCredits.mock())
        clock.advance(by: 60)
        let updated = AggregateCredits.mock(cast: [.mock(roles: [.mock()])], crew: [])

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.aggregateCredits(forTVSeries: 1396))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("tv_series_aggregate_credits") == 1)
        #expect(try count("tv_series_aggregate_cast_member") == 1)
        #expect(try count("tv_series_aggregate_cast_role") == 1)
        #expect(try count("tv_series_aggregate_crew_member") == 0)
        #expect(try count("tv_series_aggregate_crew_job") == 0)
    }

    @Test("deleting an aggregate credits row deletes its members, and with them their roles and jobs")
    func deletingAggregateCreditsCascades() async throws {
        try await dataSource.save(AggregateCredits.mock(id: 1396))
        try await dataSource.save(AggregateCredits.mock(id: 60_059))

        _ = try await database.write { db in
            try db.execute(sql: "DELETE FROM tv_series_aggregate_credits WHERE tvSeriesID = 1396")
        }

        #expect(try count("tv_series_aggregate_cast_member") == 2)
        #expect(try count("tv_series_aggregate_cast_role") == 3)
        #expect(try count("tv_series_aggregate_crew_member") == 2)
        #expect(try count("tv_series_aggregate_crew_job") == 3)
    }

    @Test("reading aggregate credits runs one query per level, however many members, roles and jobs")
    func aggregateCreditsReadIsNotNPlusOne() async throws {
        try await dataSource.save(AggregateCredits.mock(id: 1, cast: [.mock()], crew: [.mock()]))
        try await dataSource.save(
            AggregateCredits.mock(
                id: 2,
                cast: (0..<30).map { member in
                    .mock(id: member, roles: (0..<4).map { .mock(creditID: "r\(member)-\($0)") }, order: member)
                },
                crew: (0..<30).map { member in
                    .mock(id: member, jobs: (0..<4).map { .mock(creditID: "j\(member)-\($0)") })
                }
            ))

        let few = try await queryCount { _ = try await dataSource.aggregateCredits(forTVSeries: 1) }
        let lots = try await queryCount { _ = try await dataSource.aggregateCredits(forTVSeries: 2) }

        // The series (10), then the credits, the cast, their roles, the crew, their jobs.
        #expect(few == 15)
        #expect(lots == 15)
        #expect(try await dataSource.aggregateCredits(forTVSeries: 2)?.value.cast.last?.roles.count == 4)
    }

    @Test("saving aggregate credits, members, roles and jobs is one transaction")
    func aggregateCreditsSaveIsOneTransaction() async throws {
        try await dataSource.save(AggregateCredits.mock())

        try await expectOneTransactionUpdating("tv_series_aggregate_credits") {
            try await dataSource.save(AggregateCredits.mock(crew: []))
        }
    }
}
