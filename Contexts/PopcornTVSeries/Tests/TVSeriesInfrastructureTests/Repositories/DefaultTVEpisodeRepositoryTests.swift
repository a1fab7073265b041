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

@Suite("DefaultTVEpisodeRepository")
struct DefaultTVEpisodeRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVEpisodeRepository {
        DefaultTVEpisodeRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("an episode missing from the cache is fetched once and written under its series and numbers")
    func miss() async throws {
        let episode = TVEpisode.mock(episodeNumber: 3, seasonNumber: 2, showID: nil)
        remote.stub(episode: .success(episode))

        let fetched = try await repository().episode(3, inSeason: 2, inTVSeries: 1396)

        #expect(fetched == episode)
        #expect(remote.episodeCalledWith.map(\.episodeNumber) == [3])
        #expect(remote.episodeCalledWith.map(\.seasonNumber) == [2])
        #expect(remote.episodeCalledWith.map(\.tvSeriesID) == [1396])
        #expect(try await local.episode(3, inSeason: 2, inTVSeries: 1396)?.value == episode)
        #expect(reporter.events == [.miss(.details, key: "tv:1396:season:2:episode:3")])
    }

    @Test("a second request is served from the cache without calling TMDb")
    func hit() async throws {
        remote.stub(episode: .success(.mock()))
        _ = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)
        clock.advance(by: 5)

        let episode = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)

        #expect(episode == .mock())
        #expect(remote.episodeCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.details, key: "tv:1396:season:1:episode:1", age: 5))
    }

    @Test("a fresh cached season answers an episode request without calling TMDb")
    func seasonAnswers() async throws {
        try await local.save(TVSeason.mock(), inTVSeries: 1396)
        clock.advance(by: 5)

        let episode = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)

        #expect(episode == TVSeason.mock().episodes?.first)
        #expect(remote.episodeCalledWith.isEmpty)
        #expect(reporter.events == [.hit(.details, key: "tv:1396:season:1:episode:1", age: 5)])
    }

    @Test("an episode of a season fetched through the series' request is answered without calling TMDb")
    func seasonFetchedWithTheSeries() async throws {
        remote.stub(tvSeries: .success(TVSeriesBundle(tvSeries: .mock(), seasons: [1: .mock()])))
        let seriesRepository = DefaultTVSeriesRepository(
            remoteDataSource: remote, localDataSource: local, cacheContext: .mock(clock: clock, reporter: reporter))
        _ = try await seriesRepository.tvSeries(withID: 1396, requiring: .season(1))

        let episode = try await repository().episode(3, inSeason: 1, inTVSeries: 1396)

        #expect(episode == TVSeason.mock().episodes?.last)
        #expect(remote.episodeCalledWith.isEmpty)
        #expect(remote.tvSeriesAppended == [[.season(1)]])
    }

    @Test("an episode older than the details time to live is fetched again")
    func expiry() async throws {
        remote.stub(episode: .success(.mock()))
        _ = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details + 1)

        _ = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)

        #expect(remote.episodeCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired episode is served and reported as stale")
    func staleIfError() async throws {
        remote.stub(episode: .success(.mock()))
        _ = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(episode: .failure(.unreachable(nil)))

        let episode = try await repository().episode(1, inSeason: 1, inTVSeries: 1396)

        #expect(episode == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "tv:1396:season:1:episode:1", age: age, cause: .unreachable(nil)))
    }

    @Test("not found from TMDb is thrown and nothing is cached")
    func notFound() async throws {
        remote.stub(episode: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().episode(99, inSeason: 1, inTVSeries: 1396)
        }
        #expect(try await local.episode(99, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("offline answers from an expired episode and never calls TMDb")
    func offline() async throws {
        try await local.save(TVEpisode.mock(), inTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        #expect(try await repository(policy: .offline).episode(1, inSeason: 1, inTVSeries: 1396) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).episode(2, inSeason: 1, inTVSeries: 1396)
        }
        #expect(remote.totalCallCount == 0)
    }
}
