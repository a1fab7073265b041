import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

@Suite("DefaultPersonListRepository")
struct DefaultPersonListRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockPersonRemoteDataSource()
    let local: GRDBPersonLocalDataSource

    init() throws {
        local = GRDBPersonLocalDataSource(database: try PeopleTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultPersonListRepository {
        DefaultPersonListRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a popular page missing from the cache is fetched once and written under its key")
    func popularMiss() async throws {
        remote.stub(popularPeople: .success(.mock(page: 2)))

        let page = try await repository().popularPeople(page: 2)

        #expect(page == .mock(page: 2))
        #expect(remote.popularPeopleCalledWith == [2])
        #expect(try await local.page(forKey: "people:popular:page:2")?.value == .mock(page: 2))
        #expect(reporter.events == [.miss(.list, key: "people:popular:page:2")])
    }

    @Test("a second request for a popular page is served from the cache")
    func popularHit() async throws {
        remote.stub(popularPeople: .success(.mock()))
        _ = try await repository().popularPeople(page: 1)

        let page = try await repository().popularPeople(page: 1)

        #expect(page == .mock())
        #expect(remote.popularPeopleCalledWith == [1])
        #expect(reporter.events.last == .hit(.list, key: "people:popular:page:1", age: 0))
    }

    @Test("other popular pages are cached separately")
    func popularPagesAreDistinct() async throws {
        remote.stub(popularPeople: .success(.mock()))
        _ = try await repository().popularPeople(page: 1)
        _ = try await repository().popularPeople(page: 2)

        #expect(remote.popularPeopleCalledWith == [1, 2])
    }

    @Test("a popular page older than the list time to live is fetched again")
    func popularExpiry() async throws {
        remote.stub(popularPeople: .success(.mock()))
        _ = try await repository().popularPeople(page: 1)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().popularPeople(page: 1)

        #expect(remote.popularPeopleCalledWith == [1, 1])
    }

    @Test("when TMDb fails, an expired popular page is served and reported as stale")
    func popularStale() async throws {
        remote.stub(popularPeople: .success(.mock()))
        _ = try await repository().popularPeople(page: 1)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(popularPeople: .failure(.unreachable(nil)))

        let page = try await repository().popularPeople(page: 1)

        #expect(page == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.list, key: "people:popular:page:1", age: age, cause: .unreachable(nil)))
    }

    @Test("offline never calls TMDb for a popular page")
    func popularOffline() async throws {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).popularPeople(page: 1)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("a search is fetched with the caller's query and cached under the lowercased query")
    func searchMiss() async throws {
        remote.stub(searchPeople: .success(.mock()))

        let page = try await repository().searchPeople(query: "Brad Pitt", page: 1)

        #expect(page == .mock())
        #expect(remote.searchPeopleCalledWith.map(\.query) == ["Brad Pitt"])
        #expect(remote.searchPeopleCalledWith.map(\.page) == [1])
        #expect(try await local.page(forKey: "people:search:brad pitt:page:1")?.value == .mock())
        #expect(reporter.events == [.miss(.search, key: "people:search:brad pitt:page:1")])
    }

    @Test("the same search in another case is served from the cache")
    func searchHitIgnoresCase() async throws {
        remote.stub(searchPeople: .success(.mock()))
        _ = try await repository().searchPeople(query: "Jolie", page: 1)

        _ = try await repository().searchPeople(query: "JOLIE", page: 1)

        #expect(remote.searchPeopleCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.search, key: "people:search:jolie:page:1", age: 0))
    }

    @Test("a search older than the search time to live is fetched again")
    func searchExpiry() async throws {
        remote.stub(searchPeople: .success(.mock()))
        _ = try await repository().searchPeople(query: "jolie", page: 1)
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().searchPeople(query: "jolie", page: 1)

        #expect(remote.searchPeopleCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired search is served and reported as stale")
    func searchStale() async throws {
        remote.stub(searchPeople: .success(.mock()))
        _ = try await repository().searchPeople(query: "jolie", page: 3)
        let age = CacheTimeToLive.standard.search + 1
        clock.advance(by: age)
        remote.stub(searchPeople: .failure(.invalidResponse("search/person")))

        let page = try await repository().searchPeople(query: "jolie", page: 3)

        #expect(page == .mock())
        #expect(
            reporter.events.last
                == .staleServed(
                    .search, key: "people:search:jolie:page:3", age: age, cause: .invalidResponse("search/person")))
    }

    @Test("a search failure with nothing cached is thrown, unauthorised and not found alike")
    func searchFailure() async throws {
        remote.stub(searchPeople: .failure(.unauthorised("Invalid API key")))
        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().searchPeople(query: "jolie", page: 1)
        }

        remote.stub(searchPeople: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().searchPeople(query: "jolie", page: 1)
        }
        #expect(try await local.page(forKey: "people:search:jolie:page:1") == nil)
    }

    @Test("offline answers a cached search without calling TMDb")
    func searchOffline() async throws {
        try await local.save(PersonPreviewPage.mock(), forKey: "people:search:jolie:page:1")
        clock.advance(by: CacheTimeToLive.standard.search * 10)

        let page = try await repository(policy: .offline).searchPeople(query: "Jolie", page: 1)

        #expect(page == .mock())
        #expect(remote.totalCallCount == 0)
    }
}
