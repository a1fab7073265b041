import CollectionsDomain
import CollectionsInfrastructure
import CollectionsTestHelpers
import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("DefaultFilmCollectionSearchRepository")
struct DefaultFilmCollectionSearchRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockFilmCollectionRemoteDataSource()
    let local: GRDBFilmCollectionLocalDataSource

    init() throws {
        local = GRDBFilmCollectionLocalDataSource(
            database: try PopcornDatabase.inMemory(migrations: [CollectionsMigrations()]),
            language: "en-US",
            clock: clock
        )
    }

    private func repository(policy: CachePolicy = .cacheFirst) -> DefaultFilmCollectionSearchRepository {
        DefaultFilmCollectionSearchRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a search missing from the cache is asked once and written under its key")
    func miss() async throws {
        remote.stub(search: .success(.mock(page: 2)))

        let page = try await repository().searchFilmCollections(query: "The Godfather", page: 2)

        #expect(page == .mock(page: 2))
        #expect(remote.searchCalledWith == [.init(query: "The Godfather", page: 2)])
        #expect(try await local.page(forKey: "collections:search:the godfather:page:2")?.value == .mock(page: 2))
        #expect(reporter.events == [.miss(.search, key: "collections:search:the godfather:page:2")])
    }

    @Test("the same search again, in any case, is served from the cache")
    func hit() async throws {
        remote.stub(search: .success(.mock()))
        _ = try await repository().searchFilmCollections(query: "godfather", page: 1)

        #expect(try await repository().searchFilmCollections(query: "GodFather", page: 1) == .mock())
        #expect(remote.searchCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.search, key: "collections:search:godfather:page:1", age: 0))
    }

    @Test("other queries and pages are cached separately")
    func distinct() async throws {
        remote.stub(search: .success(.mock()))
        _ = try await repository().searchFilmCollections(query: "alien", page: 1)
        _ = try await repository().searchFilmCollections(query: "alien", page: 2)
        _ = try await repository().searchFilmCollections(query: "aliens", page: 1)

        #expect(remote.searchCalledWith.map(\.page) == [1, 2, 1])
    }

    @Test("a search older than the search time to live is asked again")
    func expiry() async throws {
        remote.stub(search: .success(.mock()))
        _ = try await repository().searchFilmCollections(query: "alien", page: 1)
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().searchFilmCollections(query: "alien", page: 1)

        #expect(remote.searchCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired search is served and reported as stale")
    func stale() async throws {
        remote.stub(search: .success(.mock()))
        _ = try await repository().searchFilmCollections(query: "alien", page: 1)
        let age = CacheTimeToLive.standard.search + 1
        clock.advance(by: age)
        remote.stub(search: .failure(.unreachable(nil)))

        #expect(try await repository().searchFilmCollections(query: "alien", page: 1) == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.search, key: "collections:search:alien:page:1", age: age, cause: .unreachable(nil)))
    }

    @Test("a failure with nothing cached is thrown")
    func failure() async {
        remote.stub(search: .failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().searchFilmCollections(query: "alien", page: 1)
        }
    }

    @Test("offline answers a cached search without calling TMDb, and never calls it for a missing one")
    func offline() async throws {
        try await local.save(FilmCollectionPreviewPage.mock(), forKey: "collections:search:alien:page:1")

        #expect(try await repository(policy: .offline).searchFilmCollections(query: "alien", page: 1) == .mock())
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).searchFilmCollections(query: "alien", page: 2)
        }
        #expect(remote.searchCalledWith.isEmpty)
    }
}
