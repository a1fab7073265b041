import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

@Suite("DefaultTVSeasonRepository")
struct DefaultTVSeasonRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVSeasonRepository {
        DefaultTVSeasonRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a season missing from the cache is fetched once and written under its series and number")
    func miss() async throws {
        remote.stub(season: .success(.mock(seasonNumber: 2)))

        let season = try await repository().season(2, inTVSeries: 1396)

        #expect(season == .mock(seasonNumber: 2))
        #expect(remote.seasonCalledWith.map(\.seasonNumber) == [2])
        #expect(remote.seasonCalledWith.map(\.tvSeriesID) == [1396])
        #expect(try await local.season(2, inTVSeries: 1396)?.value == .mock(seasonNumber: 2))
        #expect(reporter.events == [.miss(.details, key: "tv:1396:season:2")])
    }

    @Test("a second request is served from the cache, episodes and all, without calling TMDb")
    func hit() async throws {
        remote.stub(season: .success(.mock()))
        _ = try await repository().season(1, inTVSeries: 1396)

        let season = try await repository().season(1, inTVSeries: 1396)

        #expect(season == .mock())
        #expect(remote.seasonCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.details, key: "tv:1396:season:1", age: 0))
    }

    @Test("the same season number of another series is another entry")
    func keysAreDistinct() async throws {
        remote.stub(season: .success(.mock()))
        _ = try await repository().season(1, inTVSeries: 1396)
        _ = try await repository().season(1, inTVSeries: 1399)

        #expect(remote.seasonCalledWith.map(\.tvSeriesID) == [1396, 1399])
    }

    @Test("a season older than the details time to live is fetched again")
    func expiry() async throws {
        remote.stub(season: .success(.mock(name: "Old")))
        _ = try await repository().season(1, inTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(season: .success(.mock(name: "New")))

        let season = try await repository().season(1, inTVSeries: 1396)

        #expect(season.name == "New")
        #expect(remote.seasonCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired season is served and reported as stale")
    func staleIfError() async throws {
        remote.stub(season: .success(.mock()))
        _ = try await repository().season(1, inTVSeries: 1396)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(season: .failure(.rateLimited(nil)))

        let season = try await repository().season(1, inTVSeries: 1396)

        #expect(season == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "tv:1396:season:1", age: age, cause: .rateLimited(nil)))
    }

    @Test("not found from TMDb is thrown and nothing is cached")
    func notFound() async throws {
        remote.stub(season: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().season(42, inTVSeries: 1396)
        }
        #expect(try await local.season(42, inTVSeries: 1396) == nil)
    }

    @Test("offline answers from a cached season and never calls TMDb, and misses without it")
    func offline() async throws {
        try await local.save(TVSeason.mock(), inTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        #expect(try await repository(policy: .offline).season(1, inTVSeries: 1396) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).season(2, inTVSeries: 1396)
        }
        #expect(remote.totalCallCount == 0)
    }
}
