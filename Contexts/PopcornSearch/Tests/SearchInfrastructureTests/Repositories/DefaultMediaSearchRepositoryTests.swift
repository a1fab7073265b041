import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import SearchDomain
import SearchInfrastructure
import SearchTestHelpers
import Testing

@Suite("DefaultMediaSearchRepository")
struct DefaultMediaSearchRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockMediaSearchRemoteDataSource()
    let local: GRDBMediaPreviewPageLocalDataSource<SearchPreviewPageTables>

    static let query = MediaSearchQuery(text: "Fight Club", kind: .movie, year: 1999)
    static let key = "search:movie:year:1999:page:1:fight club"

    init() throws {
        local = GRDBMediaPreviewPageLocalDataSource<SearchPreviewPageTables>(
            database: try SearchTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultMediaSearchRepository {
        DefaultMediaSearchRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a search missing from the cache is fetched once with the query and stored under its key")
    func miss() async throws {
        remote.stub(.success(.mock()))

        let page = try await repository().search(Self.query)

        #expect(page == .mock())
        #expect(remote.searchCalledWith == [Self.query])
        #expect(try await local.page(forKey: Self.key)?.value == .mock())
        #expect(reporter.events == [.miss(.search, key: Self.key)])
    }

    @Test("a fresh cached search is answered without calling TMDb")
    func freshHit() async throws {
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: 60)

        let page = try await repository().search(Self.query)

        #expect(page == .mock())
        #expect(remote.searchCalledWith.isEmpty)
        #expect(reporter.events == [.hit(.search, key: Self.key, age: 60)])
    }

    @Test("the same search typed in another case is served from the cache")
    func hitIgnoresCase() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().search(MediaSearchQuery(text: "amelie"))

        _ = try await repository().search(MediaSearchQuery(text: "AMELIE"))

        #expect(remote.searchCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.search, key: "search:all:page:1:amelie", age: 0))
    }

    @Test("kinds, years and pages are cached separately")
    func distinctEntries() async throws {
        remote.stub(.success(.mock()))
        let queries = [
            MediaSearchQuery(text: "dune", kind: .movie, year: 2021),
            MediaSearchQuery(text: "dune", kind: .movie, year: 1984),
            MediaSearchQuery(text: "dune", kind: .tvSeries),
            MediaSearchQuery(text: "dune", page: 2),
        ]
        for query in queries {
            _ = try await repository().search(query)
        }

        #expect(remote.searchCalledWith == queries)
    }

    @Test("an IMDb id is looked up once, then answered from the cache as long as a search is")
    func find() async throws {
        let id = try #require(IMDbID("tt0137523"))
        let found = MediaPreviewPage.mock(totalPages: 1, totalResults: 1, results: [.movie(.mock())])
        remote.stub(.success(found))

        let first = try await repository().find(id)
        clock.advance(by: CacheTimeToLive.standard.search - 1)
        let second = try await repository().find(id)
        clock.advance(by: 2)
        _ = try await repository().find(id)

        #expect(first == found && second == found)
        #expect(remote.findCalledWith == [id, id])
        #expect(try await local.page(forKey: "find:imdb:tt0137523")?.value == found)
        #expect(reporter.events.first == .miss(.search, key: "find:imdb:tt0137523"))
    }

    @Test("a search older than the search time to live is fetched again")
    func expired() async throws {
        remote.stub(.success(.mock()))
        _ = try await repository().search(Self.query)
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().search(Self.query)

        #expect(remote.searchCalledWith.count == 2)
        #expect(reporter.events.last == .expired(.search, key: Self.key, age: CacheTimeToLive.standard.search + 1))
    }

    @Test("--refresh fetches even a fresh search")
    func refresh() async throws {
        try await local.save(.mock(), forKey: Self.key)
        remote.stub(.success(.mock(page: 1, results: [.person(.mock())])))

        let page = try await repository(policy: .refresh).search(Self.query)

        #expect(page.results == [.person(.mock())])
        #expect(remote.searchCalledWith == [Self.query])
        #expect(try await local.page(forKey: Self.key)?.value.results == [.person(.mock())])
    }

    @Test("when TMDb fails, an expired search is served and reported as stale")
    func stale() async throws {
        try await local.save(.mock(), forKey: Self.key)
        let age = CacheTimeToLive.standard.search + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable("timed out")))

        let page = try await repository().search(Self.query)

        #expect(page == .mock())
        #expect(
            reporter.events.last == .staleServed(.search, key: Self.key, age: age, cause: .unreachable("timed out")))
    }

    @Test("a failure with nothing cached is thrown and nothing is stored")
    func failure() async throws {
        remote.stub(.failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().search(Self.query)
        }
        #expect(try await local.page(forKey: Self.key) == nil)
    }

    @Test("offline answers a cached search of any age without calling TMDb")
    func offlineHit() async throws {
        try await local.save(.mock(), forKey: Self.key)
        clock.advance(by: CacheTimeToLive.standard.search * 10)

        let page = try await repository(policy: .offline).search(Self.query)

        #expect(page == .mock())
        #expect(remote.searchCalledWith.isEmpty)
    }

    @Test("offline with nothing cached fails as unreachable without calling TMDb")
    func offlineMiss() async {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).search(Self.query)
        }
        #expect(remote.searchCalledWith.isEmpty)
        #expect(reporter.events == [.miss(.search, key: Self.key)])
    }
}
