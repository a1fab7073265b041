import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

@Suite("DefaultTVSeriesCreditsRepository")
struct DefaultTVSeriesCreditsRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVSeriesCreditsRepository {
        DefaultTVSeriesCreditsRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("credits missing from the cache are fetched once, written through, then served from the cache")
    func creditsMissThenHit() async throws {
        remote.stub(credits: .success(.breakingBad()))

        let first = try await repository().credits(forTVSeries: 1396)
        let second = try await repository().credits(forTVSeries: 1396)

        #expect(first == .breakingBad())
        #expect(second == .breakingBad())
        #expect(remote.creditsCalledWith == [1396])
        #expect(try await local.credits(forTVSeries: 1396)?.value == .breakingBad())
        #expect(
            reporter.events == [
                .miss(.credits, key: "tv:1396:credits"), .hit(.credits, key: "tv:1396:credits", age: 0),
            ])
    }

    @Test("credits older than the credits time to live are fetched again")
    func creditsExpiry() async throws {
        remote.stub(credits: .success(.breakingBad()))
        _ = try await repository().credits(forTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        _ = try await repository().credits(forTVSeries: 1396)
        #expect(remote.creditsCalledWith.count == 1)

        clock.advance(by: CacheTimeToLive.standard.credits)
        _ = try await repository().credits(forTVSeries: 1396)

        #expect(remote.creditsCalledWith.count == 2)
    }

    @Test("when TMDb fails, expired credits are served and reported as stale")
    func creditsStale() async throws {
        remote.stub(credits: .success(.breakingBad()))
        _ = try await repository().credits(forTVSeries: 1396)
        let age = CacheTimeToLive.standard.credits + 1
        clock.advance(by: age)
        remote.stub(credits: .failure(.unreachable(nil)))

        let credits = try await repository().credits(forTVSeries: 1396)

        #expect(credits == .breakingBad())
        #expect(
            reporter.events.last == .staleServed(.credits, key: "tv:1396:credits", age: age, cause: .unreachable(nil)))
    }

    @Test("not found for credits is thrown even when an expired copy exists")
    func creditsNotFound() async throws {
        try await local.save(Credits.breakingBad())
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(credits: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().credits(forTVSeries: 1396)
        }
    }

    @Test("aggregate credits missing from the cache are fetched once, written through, then served from the cache")
    func aggregateMissThenHit() async throws {
        remote.stub(aggregateCredits: .success(.mock()))

        let first = try await repository().aggregateCredits(forTVSeries: 1396)
        let second = try await repository().aggregateCredits(forTVSeries: 1396)

        #expect(first == .mock())
        #expect(second == .mock())
        #expect(remote.aggregateCreditsCalledWith == [1396])
        #expect(remote.creditsCalledWith.isEmpty)
        #expect(try await local.aggregateCredits(forTVSeries: 1396)?.value == .mock())
        #expect(
            reporter.events == [
                .miss(.credits, key: "tv:1396:aggregate_credits"),
                .hit(.credits, key: "tv:1396:aggregate_credits", age: 0),
            ])
    }

    @Test("aggregate credits older than the credits time to live are fetched again")
    func aggregateExpiry() async throws {
        remote.stub(aggregateCredits: .success(.mock()))
        _ = try await repository().aggregateCredits(forTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.credits + 1)

        _ = try await repository().aggregateCredits(forTVSeries: 1396)

        #expect(remote.aggregateCreditsCalledWith.count == 2)
    }

    @Test("when TMDb fails, expired aggregate credits are served and reported as stale")
    func aggregateStale() async throws {
        remote.stub(aggregateCredits: .success(.mock()))
        _ = try await repository().aggregateCredits(forTVSeries: 1396)
        let age = CacheTimeToLive.standard.credits + 1
        clock.advance(by: age)
        remote.stub(aggregateCredits: .failure(.rateLimited("slow down")))

        let credits = try await repository().aggregateCredits(forTVSeries: 1396)

        #expect(credits == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.credits, key: "tv:1396:aggregate_credits", age: age, cause: .rateLimited("slow down")))
    }

    @Test("not found for aggregate credits is thrown and nothing is cached")
    func aggregateNotFound() async throws {
        remote.stub(aggregateCredits: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().aggregateCredits(forTVSeries: 999)
        }
        #expect(try await local.aggregateCredits(forTVSeries: 999) == nil)
    }

    @Test("offline answers both kinds of credits from the cache and never calls TMDb")
    func offline() async throws {
        try await local.save(Credits.breakingBad())
        try await local.save(AggregateCredits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits * 10)

        #expect(try await repository(policy: .offline).credits(forTVSeries: 1396) == .breakingBad())
        #expect(try await repository(policy: .offline).aggregateCredits(forTVSeries: 1396) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).credits(forTVSeries: 60_059)
        }
        #expect(remote.totalCallCount == 0)
    }
}
