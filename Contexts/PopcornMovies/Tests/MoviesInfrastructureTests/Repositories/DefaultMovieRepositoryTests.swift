import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesInfrastructure
import Testing

@Suite("DefaultMovieRepository")
struct DefaultMovieRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockMovieRemoteDataSource()
    let local: GRDBMovieLocalDataSource

    init() throws {
        local = GRDBMovieLocalDataSource(database: try MoviesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultMovieRepository {
        DefaultMovieRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a movie missing from the cache is fetched once and written through")
    func movieMiss() async throws {
        remote.stub(movie: .success(.mock()))

        let movie = try await repository().movie(withID: 550)

        #expect(movie == .mock())
        #expect(remote.movieCalledWith == [550])
        #expect(try await local.movie(withID: 550)?.value == .mock())
        #expect(reporter.events == [.miss(.details, key: "movie:550")])
    }

    @Test("a second request is served from the cache without calling TMDb")
    func movieHit() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550)
        clock.advance(by: 60)

        let movie = try await repository().movie(withID: 550)

        #expect(movie == .mock())
        #expect(remote.movieCallCount == 1)
        #expect(reporter.events.last == .hit(.details, key: "movie:550", age: 60))
    }

    @Test("a movie older than the details time to live is fetched again")
    func movieExpiry() async throws {
        remote.stub(movie: .success(.mock(title: "Old")))
        _ = try await repository().movie(withID: 550)
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(movie: .success(.mock(title: "New")))

        let movie = try await repository().movie(withID: 550)

        #expect(movie.title == "New")
        #expect(remote.movieCallCount == 2)
        #expect(try await local.movie(withID: 550)?.value.title == "New")
    }

    @Test("when TMDb fails, an expired movie is served and reported as stale")
    func movieStale() async throws {
        remote.stub(movie: .success(.mock()))
        _ = try await repository().movie(withID: 550)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(movie: .failure(.unreachable("timed out")))

        let movie = try await repository().movie(withID: 550)

        #expect(movie == .mock())
        #expect(
            reporter.events.last == .staleServed(.details, key: "movie:550", age: age, cause: .unreachable("timed out"))
        )
    }

    @Test("not found from TMDb is thrown, and nothing is cached")
    func movieNotFound() async throws {
        remote.stub(movie: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().movie(withID: 999)
        }
        #expect(try await local.movie(withID: 999) == nil)
    }

    @Test("offline answers from an expired movie and never calls TMDb")
    func movieOffline() async throws {
        try await local.save(Movie.mock())
        clock.advance(by: CacheTimeToLive.standard.details * 10)

        let movie = try await repository(policy: .offline).movie(withID: 550)

        #expect(movie == .mock())
        #expect(remote.movieCallCount == 0)
    }

    @Test("offline with nothing cached fails as unreachable without calling TMDb")
    func movieOfflineMiss() async throws {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).movie(withID: 550)
        }
        #expect(remote.movieCallCount == 0)
    }

    @Test("credits missing from the cache are fetched once, then served from the cache")
    func creditsMissThenHit() async throws {
        remote.stub(credits: .success(.mock()))

        let first = try await repository().credits(forMovie: 550)
        let second = try await repository().credits(forMovie: 550)

        #expect(first == .mock())
        #expect(second == .mock())
        #expect(remote.creditsCalledWith == [550])
        #expect(
            reporter.events == [
                .miss(.credits, key: "movie:550:credits"), .hit(.credits, key: "movie:550:credits", age: 0),
            ])
    }

    @Test("credits older than the credits time to live are fetched again")
    func creditsExpiry() async throws {
        remote.stub(credits: .success(.mock()))
        _ = try await repository().credits(forMovie: 550)
        clock.advance(by: CacheTimeToLive.standard.credits + 1)

        _ = try await repository().credits(forMovie: 550)

        #expect(remote.creditsCallCount == 2)
    }

    @Test("when TMDb fails, expired credits are served and reported as stale")
    func creditsStale() async throws {
        remote.stub(credits: .success(.mock()))
        _ = try await repository().credits(forMovie: 550)
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(credits: .failure(.rateLimited(nil)))

        let credits = try await repository().credits(forMovie: 550)

        #expect(credits == .mock())
        guard case .staleServed(.credits, key: "movie:550:credits", age: _, cause: .rateLimited) = reporter.events.last
        else {
            Issue.record("expected a stale credits event, got \(reporter.events)")
            return
        }
    }

    @Test("not found for credits is thrown even when an expired copy exists")
    func creditsNotFound() async throws {
        try await local.save(Credits.mock())
        clock.advance(by: CacheTimeToLive.standard.credits + 1)
        remote.stub(credits: .failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().credits(forMovie: 550)
        }
    }
}
