import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing
import TrendingDomain
import TrendingInfrastructure

@Suite("DefaultTrendingMediaRepository")
struct DefaultTrendingMediaRepositoryTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTrendingMediaRemoteDataSource()
    let local: GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>

    static let query = TrendingQuery(kind: .tvSeries, timeWindow: .week, page: 2)
    static let key = "trending:tv:week:page:2"

    init() throws {
        database = try TrendingTestDatabase.make()
        local = GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>(
            database: database, language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst, language: String = "en-US") -> DefaultTrendingMediaRepository {
        DefaultTrendingMediaRepository(
            remoteDataSource: remote,
            localDataSource: language == "en-US"
                ? local
                : GRDBMediaPreviewPageLocalDataSource<TrendingPreviewPageTables>(
                    database: database, language: language, clock: clock),
            cacheContext: .mock(policy: policy, language: language, clock: clock, reporter: reporter)
        )
    }

    @Test("a page missing from the cache is fetched once with the query and stored under its key")
    func miss() async throws {
        remote.stub(.success(.mock()))

        let page = try await repository().trending(Self.query)

        #expect(page == .mock())
        #expect(remote.trendingCalledWith == [Self.query])
        #expect(try await local.page(forKey: Self.key)?.value == .mock())
        #expect(reporter.events == [.miss(.list, key: Self.key)])
    }

    @Test("a fresh cached page is answered without calling TMDb")
    func freshHit() async throws {
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: 60)

        let page = try await repository().trending(Self.query)

        #expect(page == .mock())
        #expect(remote.trendingCalledWith.isEmpty)
        #expect(reporter.events == [.hit(.list, key: Self.key, age: 60)])
    }

    @Test("a page is fresh for the list time to live, an hour")
    func freshForAnHour() async throws {
        #expect(CacheTimeToLive.standard.list == 3600)
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: 3600)

        _ = try await repository().trending(Self.query)

        #expect(remote.trendingCalledWith.isEmpty)
    }

    @Test("kinds, windows and pages are cached separately")
    func distinctEntries() async throws {
        remote.stub(.success(.mock()))
        let queries = [
            TrendingQuery(),
            TrendingQuery(timeWindow: .week),
            TrendingQuery(kind: .movie),
            TrendingQuery(kind: .person, timeWindow: .week),
            TrendingQuery(page: 2),
        ]
        for query in queries {
            _ = try await repository().trending(query)
        }
        for query in queries {
            _ = try await repository().trending(query)
        }

        #expect(remote.trendingCalledWith == queries)
    }

    @Test("a page older than the list time to live is fetched again")
    func expired() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().trending(Self.query)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().trending(Self.query)

        #expect(remote.trendingCalledWith.count == 2)
        #expect(reporter.events.last == .expired(.list, key: Self.key, age: CacheTimeToLive.standard.list + 1))
    }

    @Test("a page cached in another language is a miss, fetched again")
    func languageMiss() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository(language: "fr-FR").trending(Self.query)

        _ = try await repository().trending(Self.query)

        #expect(remote.trendingCalledWith == [Self.query, Self.query])
        #expect(reporter.events == [.miss(.list, key: Self.key), .miss(.list, key: Self.key)])
    }

    @Test("--refresh fetches even a fresh page")
    func refresh() async throws {
        try await local.save(.mock(), forKey: Self.key)
        remote.stub(.success(.mock(page: 2, results: [.person(.mock())])))

        let page = try await repository(policy: .refresh).trending(Self.query)

        #expect(page.results == [.person(.mock())])
        #expect(remote.trendingCalledWith == [Self.query])
        #expect(try await local.page(forKey: Self.key)?.value.results == [.person(.mock())])
    }

    @Test("when TMDb fails, an expired page is served and reported as stale")
    func stale() async throws {
        try await local.save(.mock(), forKey: Self.key)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable("timed out")))

        let page = try await repository().trending(Self.query)

        #expect(page == .mock())
        #expect(
            reporter.events.last == .staleServed(.list, key: Self.key, age: age, cause: .unreachable("timed out")))
    }

    @Test("a failure with nothing cached is thrown and nothing is stored")
    func failure() async throws {
        remote.stub(.failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().trending(Self.query)
        }
        #expect(try await local.page(forKey: Self.key) == nil)
    }

    @Test("offline answers a cached page of any age without calling TMDb")
    func offlineHit() async throws {
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: CacheTimeToLive.standard.list * 10)

        let page = try await repository(policy: .offline).trending(Self.query)

        #expect(page == .mock())
        #expect(remote.trendingCalledWith.isEmpty)
    }

    @Test("offline with nothing cached fails without calling TMDb")
    func offlineMiss() async {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).trending(Self.query)
        }
        #expect(remote.trendingCalledWith.isEmpty)
        #expect(reporter.events == [.miss(.list, key: Self.key)])
    }
}
