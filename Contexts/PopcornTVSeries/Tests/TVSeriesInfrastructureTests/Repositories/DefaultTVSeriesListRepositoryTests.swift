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

@Suite("DefaultTVSeriesListRepository")
struct DefaultTVSeriesListRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVSeriesListRepository {
        DefaultTVSeriesListRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a list page missing from the cache is fetched once and written under its key")
    func listMiss() async throws {
        remote.stub(tvSeriesInList: .success(.mock(page: 2)))

        let page = try await repository().tvSeries(in: .popular, page: 2)

        #expect(page == .mock(page: 2))
        #expect(remote.tvSeriesInListCalledWith.map(\.list) == [.popular])
        #expect(remote.tvSeriesInListCalledWith.map(\.page) == [2])
        #expect(try await local.page(forKey: "tv:popular:page:2")?.value == .mock(page: 2))
        #expect(reporter.events == [.miss(.list, key: "tv:popular:page:2")])
    }

    @Test("a second request for a list page is served from the cache")
    func listHit() async throws {
        remote.stub(tvSeriesInList: .success(.mock()))
        _ = try await repository().tvSeries(in: .airingToday, page: 1)

        let page = try await repository().tvSeries(in: .airingToday, page: 1)

        #expect(page == .mock())
        #expect(remote.tvSeriesInListCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.list, key: "tv:airingToday:page:1", age: 0))
    }

    @Test("other pages and other lists are cached separately")
    func listKeysAreDistinct() async throws {
        remote.stub(tvSeriesInList: .success(.mock()))
        _ = try await repository().tvSeries(in: .popular, page: 1)
        _ = try await repository().tvSeries(in: .popular, page: 2)
        _ = try await repository().tvSeries(in: .topRated, page: 1)

        #expect(remote.tvSeriesInListCalledWith.count == 3)
    }

    @Test("a list page older than the list time to live is fetched again")
    func listExpiry() async throws {
        remote.stub(tvSeriesInList: .success(.mock()))
        _ = try await repository().tvSeries(in: .onTheAir, page: 1)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().tvSeries(in: .onTheAir, page: 1)

        #expect(remote.tvSeriesInListCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired list page is served and reported as stale")
    func listStale() async throws {
        remote.stub(tvSeriesInList: .success(.mock()))
        _ = try await repository().tvSeries(in: .popular, page: 1)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(tvSeriesInList: .failure(.unreachable(nil)))

        let page = try await repository().tvSeries(in: .popular, page: 1)

        #expect(page == .mock())
        #expect(
            reporter.events.last == .staleServed(.list, key: "tv:popular:page:1", age: age, cause: .unreachable(nil)))
    }

    @Test("offline never calls TMDb for a list page")
    func listOffline() async throws {
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).tvSeries(in: .popular, page: 1)
        }
        #expect(remote.totalCallCount == 0)
    }

    @Test("a search is fetched with the caller's query and cached under the lowercased query")
    func searchMiss() async throws {
        remote.stub(searchTVSeries: .success(.mock()))

        let page = try await repository().searchTVSeries(query: "Breaking Bad", firstAirDateYear: 2008, page: 1)

        #expect(page == .mock())
        #expect(remote.searchTVSeriesCalledWith.map(\.query) == ["Breaking Bad"])
        #expect(remote.searchTVSeriesCalledWith.map(\.firstAirDateYear) == [2008])
        #expect(remote.searchTVSeriesCalledWith.map(\.page) == [1])
        #expect(try await local.page(forKey: "tv:search:breaking bad:year:2008:page:1") != nil)
        #expect(reporter.events == [.miss(.search, key: "tv:search:breaking bad:year:2008:page:1")])
    }

    @Test("the same search in another case is served from the cache")
    func searchHitIgnoresCase() async throws {
        remote.stub(searchTVSeries: .success(.mock()))
        _ = try await repository().searchTVSeries(query: "Lost", firstAirDateYear: nil, page: 1)

        _ = try await repository().searchTVSeries(query: "LOST", firstAirDateYear: nil, page: 1)

        #expect(remote.searchTVSeriesCalledWith.count == 1)
        #expect(reporter.events.last == .hit(.search, key: "tv:search:lost:year:any:page:1", age: 0))
    }

    @Test("a search older than the search time to live is fetched again")
    func searchExpiry() async throws {
        remote.stub(searchTVSeries: .success(.mock()))
        _ = try await repository().searchTVSeries(query: "lost", firstAirDateYear: nil, page: 1)
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().searchTVSeries(query: "lost", firstAirDateYear: nil, page: 1)

        #expect(remote.searchTVSeriesCalledWith.count == 2)
    }

    @Test("when TMDb fails, an expired search is served and reported as stale")
    func searchStale() async throws {
        remote.stub(searchTVSeries: .success(.mock()))
        _ = try await repository().searchTVSeries(query: "lost", firstAirDateYear: 2004, page: 1)
        let age = CacheTimeToLive.standard.search + 1
        clock.advance(by: age)
        remote.stub(searchTVSeries: .failure(.invalidResponse("search/tv")))

        let page = try await repository().searchTVSeries(query: "lost", firstAirDateYear: 2004, page: 1)

        #expect(page == .mock())
        #expect(
            reporter.events.last
                == .staleServed(
                    .search, key: "tv:search:lost:year:2004:page:1", age: age, cause: .invalidResponse("search/tv")))
    }

    @Test("a search failure with nothing cached is thrown, unauthorised and not found alike")
    func searchFailure() async throws {
        remote.stub(searchTVSeries: .failure(.unauthorised("Invalid API key")))
        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().searchTVSeries(query: "lost", firstAirDateYear: nil, page: 1)
        }

        remote.stub(searchTVSeries: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().searchTVSeries(query: "lost", firstAirDateYear: nil, page: 1)
        }
    }

    @Test("offline answers a cached search without calling TMDb")
    func searchOffline() async throws {
        try await local.save(TVSeriesPreviewPage.mock(), forKey: "tv:search:lost:year:any:page:1")
        clock.advance(by: CacheTimeToLive.standard.search * 10)

        let page = try await repository(policy: .offline).searchTVSeries(query: "Lost", firstAirDateYear: nil, page: 1)

        #expect(page == .mock())
        #expect(remote.totalCallCount == 0)
    }
}
