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

@Suite("DefaultTVEpisodeCreditsRepository")
struct DefaultTVEpisodeCreditsRepositoryTests {
    static let key = "tv:1396:season:1:episode:1:credits"

    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVEpisodeCreditsRepository {
        DefaultTVEpisodeCreditsRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("credits missing from the cache are fetched once, written through as credits, then served from the cache")
    func missThenHit() async throws {
        remote.stub(episodeCredits: .success(.mock()))

        let first = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        let second = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)

        #expect(first == .mock())
        #expect(second == .mock())
        #expect(remote.episodeCreditsCalledWith.map(\.episodeNumber) == [1])
        #expect(remote.episodeCreditsCalledWith.map(\.seasonNumber) == [1])
        #expect(remote.episodeCreditsCalledWith.map(\.tvSeriesID) == [1396])
        #expect(remote.episodeCalledWith.isEmpty)
        #expect(try await local.episodeCredits(1, inSeason: 1, inTVSeries: 1396)?.value == .mock())
        #expect(reporter.events == [.miss(.credits, key: Self.key), .hit(.credits, key: Self.key, age: 0)])
    }

    @Test("credits stay fresh for the credits time to live, a week, then are fetched again")
    func expiry() async throws {
        remote.stub(episodeCredits: .success(.mock()))
        _ = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        _ = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        #expect(remote.episodeCreditsCalledWith.count == 1)

        clock.advance(by: CacheTimeToLive.standard.credits)
        _ = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)

        #expect(remote.episodeCreditsCalledWith.count == 2)
    }

    @Test("when TMDb fails, expired credits are served and reported as stale")
    func stale() async throws {
        remote.stub(episodeCredits: .success(.mock()))
        _ = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        let age = CacheTimeToLive.standard.credits + 1
        clock.advance(by: age)
        remote.stub(episodeCredits: .failure(.unreachable(nil)))

        let credits = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)

        #expect(credits == .mock())
        #expect(reporter.events.last == .staleServed(.credits, key: Self.key, age: age, cause: .unreachable(nil)))
    }

    @Test("not found is thrown, even over an expired copy, and nothing new is cached")
    func notFound() async throws {
        try await local.save(TVEpisodeCredits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(episodeCredits: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        }
        await #expect(throws: DataAccessError.notFound) {
            try await repository().credits(ofEpisode: 9, inSeason: 1, inTVSeries: 1396)
        }
        #expect(try await local.episodeCredits(9, inSeason: 1, inTVSeries: 1396) == nil)
    }

    @Test("offline answers from the cache whatever its age and never calls TMDb")
    func offline() async throws {
        try await local.save(TVEpisodeCredits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits * 10)

        #expect(try await repository(policy: .offline).credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).credits(ofEpisode: 2, inSeason: 1, inTVSeries: 1396)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("refresh fetches again even when the cached credits are fresh")
    func refresh() async throws {
        remote.stub(episodeCredits: .success(.mock()))
        _ = try await repository().credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)
        remote.stub(episodeCredits: .success(.mock(crew: [])))

        let refreshed = try await repository(policy: .refresh).credits(ofEpisode: 1, inSeason: 1, inTVSeries: 1396)

        #expect(refreshed.crew.isEmpty)
        #expect(remote.episodeCreditsCalledWith.count == 2)
        #expect(try await local.episodeCredits(1, inSeason: 1, inTVSeries: 1396)?.value.crew.isEmpty == true)
    }
}
