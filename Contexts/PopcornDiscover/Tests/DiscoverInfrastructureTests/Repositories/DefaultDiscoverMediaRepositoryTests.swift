import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import DiscoverDomain
import DiscoverInfrastructure
import DiscoverTestHelpers
import Foundation
import GRDB
import Testing

@Suite("DefaultDiscoverMediaRepository")
struct DefaultDiscoverMediaRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockDiscoverMediaRemoteDataSource()
    let local: GRDBMediaPreviewPageLocalDataSource<DiscoverPreviewPageTables>

    static let key = "discover:movie:genres=18&year=1999&votes=200&sort=rating.desc:page:1"

    init() throws {
        local = GRDBMediaPreviewPageLocalDataSource<DiscoverPreviewPageTables>(
            database: try DiscoverTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultDiscoverMediaRepository {
        DefaultDiscoverMediaRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a discovery missing from the cache is fetched once with the query and stored as a list under its key")
    func miss() async throws {
        remote.stub(.success(.mock()))

        let page = try await repository().discover(try .mock())

        #expect(page == .mock())
        #expect(remote.discoverCalledWith == [try .mock()])
        #expect(try await local.page(forKey: Self.key)?.value == .mock())
        #expect(reporter.events == [.miss(.list, key: Self.key)])
    }

    @Test("a fresh cached discovery is answered without calling TMDb")
    func freshHit() async throws {
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: 60)

        let page = try await repository().discover(try .mock())

        #expect(page == .mock())
        #expect(remote.discoverCalledWith.isEmpty)
        #expect(reporter.events == [.hit(.list, key: Self.key, age: 60)])
    }

    @Test("the same filter given in another order is served from the cache")
    func sameFilterOtherOrder() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().discover(try .mock(genreIDs: [18, 53]))

        _ = try await repository().discover(try .mock(genreIDs: [53, 18]))

        #expect(remote.discoverCalledWith.count == 1)
        #expect(
            reporter.events.last
                == .hit(.list, key: "discover:movie:genres=18,53&year=1999&votes=200&sort=rating.desc:page:1", age: 0))
    }

    @Test("kinds, filters and pages are cached separately")
    func distinctEntries() async throws {
        remote.stub(.success(.mock()))
        let queries = [
            try DiscoverQuery.mock(), try .mock(mediaType: .tvSeries), try .mock(genreIDs: [53]), try .mock(page: 2),
            try DiscoverQuery(mediaType: .movie, genreIDs: [18], year: 1999),
        ]
        for query in queries {
            _ = try await repository().discover(query)
        }

        #expect(remote.discoverCalledWith == queries)
        #expect(reporter.events.allSatisfy { if case .miss = $0 { true } else { false } })
    }

    @Test("a discovery older than the list time to live is fetched again")
    func expired() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().discover(try .mock())
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().discover(try .mock())

        #expect(remote.discoverCalledWith.count == 2)
        #expect(reporter.events.last == .expired(.list, key: Self.key, age: CacheTimeToLive.standard.list + 1))
    }

    @Test("--refresh fetches even a fresh discovery")
    func refresh() async throws {
        try await local.save(.mock(), forKey: Self.key)
        remote.stub(.success(.mock(results: [.movie(.mock(id: 807, title: "Se7en"))])))

        let page = try await repository(policy: .refresh).discover(try .mock())

        #expect(page.results.map(\.id) == [807])
        #expect(try await local.page(forKey: Self.key)?.value.results.map(\.id) == [807])
    }

    @Test("when TMDb fails, an expired discovery is served and reported as stale")
    func stale() async throws {
        try await local.save(.mock(), forKey: Self.key)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable("timed out")))

        let page = try await repository().discover(try .mock())

        #expect(page == .mock())
        #expect(reporter.events.last == .staleServed(.list, key: Self.key, age: age, cause: .unreachable("timed out")))
    }

    @Test("a failure with nothing cached is thrown and nothing is stored")
    func failure() async throws {
        remote.stub(.failure(.unauthorised("Invalid API key")))
        let query = try DiscoverQuery.mock()

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().discover(query)
        }
        #expect(try await local.page(forKey: Self.key) == nil)
    }

    @Test("offline answers a cached discovery of any age without calling TMDb; with nothing cached it fails")
    func offline() async throws {
        let query = try DiscoverQuery.mock()
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).discover(query)
        }
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: CacheTimeToLive.standard.list * 10)

        #expect(try await repository(policy: .offline).discover(query) == .mock())
        #expect(remote.discoverCalledWith.isEmpty)
    }
}
