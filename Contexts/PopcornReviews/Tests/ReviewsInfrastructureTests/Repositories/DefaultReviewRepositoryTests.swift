import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import ReviewsDomain
import ReviewsInfrastructure
import ReviewsTestHelpers
import Testing

@Suite("DefaultReviewRepository")
struct DefaultReviewRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockReviewRemoteDataSource()
    let local: GRDBReviewLocalDataSource

    init() throws {
        local = GRDBReviewLocalDataSource(
            database: try PopcornDatabase.inMemory(migrations: [ReviewsMigrations()]),
            language: "en-US",
            clock: clock
        )
    }

    private func repository(policy: CachePolicy = .cacheFirst) -> DefaultReviewRepository {
        DefaultReviewRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a page missing from the cache is fetched once and written under its key")
    func miss() async throws {
        remote.stub(.success(.mock(page: 2)))

        let page = try await repository().reviews(of: .movie(id: 550), page: 2)

        #expect(page == .mock(page: 2))
        #expect(remote.calledWith == [.init(title: .movie(id: 550), page: 2)])
        #expect(try await local.page(forKey: "reviews:movie:550:page:2")?.value == .mock(page: 2))
        #expect(reporter.events == [.miss(.list, key: "reviews:movie:550:page:2")])
    }

    @Test("a second request for a page is served from the cache")
    func hit() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().reviews(of: .tvSeries(id: 1396), page: 1)

        #expect(try await repository().reviews(of: .tvSeries(id: 1396), page: 1) == .mock())
        #expect(remote.calledWith.count == 1)
        #expect(reporter.events.last == .hit(.list, key: "reviews:tv:1396:page:1", age: 0))
    }

    @Test("other pages, and a series with a movie's id, are cached separately")
    func keysAreDistinct() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().reviews(of: .movie(id: 1), page: 1)
        _ = try await repository().reviews(of: .movie(id: 1), page: 2)
        _ = try await repository().reviews(of: .tvSeries(id: 1), page: 1)

        #expect(
            remote.calledWith == [
                .init(title: .movie(id: 1), page: 1), .init(title: .movie(id: 1), page: 2),
                .init(title: .tvSeries(id: 1), page: 1),
            ])
    }

    @Test("a page older than a list's time to live is fetched again")
    func expiry() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().reviews(of: .movie(id: 550), page: 1)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().reviews(of: .movie(id: 550), page: 1)

        #expect(remote.calledWith.count == 2)
    }

    @Test("when TMDb fails, an expired page is served and reported as stale")
    func stale() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().reviews(of: .movie(id: 550), page: 1)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable(nil)))

        #expect(try await repository().reviews(of: .movie(id: 550), page: 1) == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.list, key: "reviews:movie:550:page:1", age: age, cause: .unreachable(nil)))
    }

    @Test("not found is passed on, and nothing is cached")
    func notFound() async throws {
        remote.stub(.failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().reviews(of: .movie(id: 550), page: 1)
        }
        #expect(try await local.page(forKey: "reviews:movie:550:page:1") == nil)
    }

    @Test("offline answers a cached page without calling TMDb, and never calls it for a missing one")
    func offline() async throws {
        try await local.save(ReviewPage.mock(), forKey: "reviews:movie:550:page:1")

        #expect(try await repository(policy: .offline).reviews(of: .movie(id: 550), page: 1) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).reviews(of: .movie(id: 550), page: 2)
        }
        #expect(remote.calledWith.isEmpty)
    }
}
