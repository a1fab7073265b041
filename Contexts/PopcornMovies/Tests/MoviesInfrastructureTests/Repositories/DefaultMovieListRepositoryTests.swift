import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesInfrastructure
import MoviesTestHelpers
import Testing

@Suite("DefaultMovieListRepository")
struct DefaultMovieListRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockMovieRemoteDataSource()
    let local: GRDBMovieLocalDataSource

    init() throws {
        local = GRDBMovieLocalDataSource(database: try MoviesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultMovieListRepository {
        DefaultMovieListRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a list page missing from the cache is fetched once and written under its key")
    func listMiss() async throws {
        remote.stub(moviesInList: .success(.mock(page: 2)))

        let page = try await repository().movies(in: .popular, page: 2)

        #expect(page == .mock(page: 2))
        #expect(remote.moviesInListCallCount == 1)
        #expect(remote.moviesInListCalledWith.first?.list == .popular)
        #expect(remote.moviesInListCalledWith.first?.page == 2)
        #expect(try await local.page(forKey: "movies:popular:page:2")?.value == .mock(page: 2))
        #expect(reporter.events == [.miss(.list, key: "movies:popular:page:2")])
    }

    @Test("a second request for a list page is served from the cache")
    func listHit() async throws {
        remote.stub(moviesInList: .success(.mock()))
        _ = try await repository().movies(in: .upcoming, page: 1)

        let page = try await repository().movies(in: .upcoming, page: 1)

        #expect(page == .mock())
        #expect(remote.moviesInListCallCount == 1)
        #expect(reporter.events.last == .hit(.list, key: "movies:upcoming:page:1", age: 0))
    }

    @Test("other pages and other lists are cached separately")
    func listKeysAreDistinct() async throws {
        remote.stub(moviesInList: .success(.mock()))
        _ = try await repository().movies(in: .popular, page: 1)
        _ = try await repository().movies(in: .popular, page: 2)
        _ = try await repository().movies(in: .topRated, page: 1)

        #expect(remote.moviesInListCallCount == 3)
    }

    @Test("a list page older than the list time to live is fetched again")
    func listExpiry() async throws {
        remote.stub(moviesInList: .success(.mock()))
        _ = try await repository().movies(in: .popular, page: 1)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().movies(in: .popular, page: 1)

        #expect(remote.moviesInListCallCount == 2)
    }

    @Test("when TMDb fails, an expired list page is served and reported as stale")
    func listStale() async throws {
        remote.stub(moviesInList: .success(.mock()))
        _ = try await repository().movies(in: .popular, page: 1)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(moviesInList: .failure(.unreachable(nil)))

        let page = try await repository().movies(in: .popular, page: 1)

        #expect(page == .mock())
        #expect(
            reporter.events.last
                == .staleServed(.list, key: "movies:popular:page:1", age: age, cause: .unreachable(nil)))
    }

    @Test("offline never calls TMDb for a list page")
    func listOffline() async throws {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).movies(in: .popular, page: 1)
        }
        #expect(remote.moviesInListCallCount == 0)
    }

    @Test("a search is fetched with the caller's query and cached under the lowercased query")
    func searchMiss() async throws {
        remote.stub(searchMovies: .success(.mock()))

        let page = try await repository().searchMovies(query: "Fight Club", year: 1999, page: 1)

        #expect(page == .mock())
        #expect(remote.searchMoviesCalledWith.first?.query == "Fight Club")
        #expect(remote.searchMoviesCalledWith.first?.year == 1999)
        #expect(remote.searchMoviesCalledWith.first?.page == 1)
        #expect(try await local.page(forKey: "movies:search:fight club:year:1999:page:1") != nil)
    }

    @Test("the same search in another case is served from the cache")
    func searchHitIgnoresCase() async throws {
        remote.stub(searchMovies: .success(.mock()))
        _ = try await repository().searchMovies(query: "Alien", year: nil, page: 1)

        _ = try await repository().searchMovies(query: "ALIEN", year: nil, page: 1)

        #expect(remote.searchMoviesCallCount == 1)
        #expect(reporter.events.last == .hit(.search, key: "movies:search:alien:year:any:page:1", age: 0))
    }

    @Test("a search older than the search time to live is fetched again")
    func searchExpiry() async throws {
        remote.stub(searchMovies: .success(.mock()))
        _ = try await repository().searchMovies(query: "alien", year: nil, page: 1)
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().searchMovies(query: "alien", year: nil, page: 1)

        #expect(remote.searchMoviesCallCount == 2)
    }

    @Test("a search failure with nothing cached is thrown")
    func searchFailure() async throws {
        remote.stub(searchMovies: .failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().searchMovies(query: "alien", year: nil, page: 1)
        }
    }

    @Test("offline answers a cached search without calling TMDb")
    func searchOffline() async throws {
        try await local.save(MoviePreviewPage.mock(), forKey: "movies:search:alien:year:any:page:1")

        let page = try await repository(policy: .offline).searchMovies(query: "Alien", year: nil, page: 1)

        #expect(page == .mock())
        #expect(remote.searchMoviesCallCount == 0)
    }
}
