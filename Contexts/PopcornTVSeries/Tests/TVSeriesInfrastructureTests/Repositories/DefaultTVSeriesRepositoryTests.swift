import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

@Suite("DefaultTVSeriesRepository")
struct DefaultTVSeriesRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVSeriesRepository {
        DefaultTVSeriesRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a series missing from the cache is fetched once and written through")
    func miss() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let tvSeries = try await repository().tvSeries(withID: 1396)

        #expect(tvSeries == .mock())
        #expect(remote.tvSeriesCalledWith == [1396])
        #expect(try await local.tvSeries(withID: 1396)?.value == .mock())
        #expect(reporter.events == [.miss(.details, key: "tv:1396")])
    }

    @Test("a second request is served from the cache without calling TMDb")
    func hit() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396)
        clock.advance(by: 60)

        let tvSeries = try await repository().tvSeries(withID: 1396)

        #expect(tvSeries == .mock())
        #expect(remote.tvSeriesCalledWith == [1396])
        #expect(reporter.events.last == .hit(.details, key: "tv:1396", age: 60))
    }

    @Test("a series older than the details time to live is fetched again and rewritten")
    func expiry() async throws {
        remote.stub(tvSeries: .success(.mock(name: "Old")))
        _ = try await repository().tvSeries(withID: 1396)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(tvSeries: .success(.mock(name: "New")))

        let tvSeries = try await repository().tvSeries(withID: 1396)

        #expect(tvSeries.name == "New")
        #expect(remote.tvSeriesCalledWith == [1396, 1396])
        #expect(try await local.tvSeries(withID: 1396)?.value.name == "New")
    }

    @Test("when TMDb fails, an expired series is served and reported as stale")
    func staleIfError() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(tvSeries: .failure(.unreachable("timed out")))

        let tvSeries = try await repository().tvSeries(withID: 1396)

        #expect(tvSeries == .mock())
        #expect(
            reporter.events.last == .staleServed(.details, key: "tv:1396", age: age, cause: .unreachable("timed out")))
    }

    @Test("not found from TMDb is thrown, even over an expired copy, and nothing new is cached")
    func notFound() async throws {
        remote.stub(tvSeries: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().tvSeries(withID: 999)
        }
        #expect(try await local.tvSeries(withID: 999) == nil)

        try await local.save(TVSeries.mock())
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        await #expect(throws: DataAccessError.notFound) {
            try await repository().tvSeries(withID: 1396)
        }
    }

    @Test("offline answers from an expired series and never calls TMDb")
    func offline() async throws {
        try await local.save(TVSeries.mock())
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        let tvSeries = try await repository(policy: .offline).tvSeries(withID: 1396)

        #expect(tvSeries == .mock())
        #expect(remote.totalCallCount == 0)
    }

    @Test("offline with nothing cached fails as unreachable without calling TMDb")
    func offlineMiss() async throws {
        await #expect {
            try await repository(policy: .offline).tvSeries(withID: 1396)
        } throws: { error in
            guard case DataAccessError.unreachable = error else { return false }
            return true
        }
        #expect(remote.totalCallCount == 0)
    }
}
