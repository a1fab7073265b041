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

@Suite("DefaultTVSeriesRepository")
struct DefaultTVSeriesRepositoryTests {
    static let screen = TVSeriesPart.detailsScreen
    /// What a screen reads back: the bundle's parts of the details screen, no other.
    static let screenBundle = TVSeriesBundle.mock(aggregateCredits: nil, similar: nil, seasons: [:])

    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockTVSeriesRemoteDataSource()
    let local: GRDBTVSeriesLocalDataSource

    init() throws {
        local = GRDBTVSeriesLocalDataSource(database: try TVSeriesTestDatabase.make(), language: "en-US", clock: clock)
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultTVSeriesRepository {
        DefaultTVSeriesRepository(
            remoteDataSource: remote,
            localDataSource: local,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter)
        )
    }

    @Test("a cold screen is one request appending exactly its parts, and every part is written through")
    func coldScreen() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(remote.tvSeriesCalledWith == [1396])
        #expect(remote.tvSeriesAppended == [Self.screen])
        #expect(bundle == Self.screenBundle)
        let cached = try await local.bundle(forTVSeries: 1396, including: Set(TVSeriesPart.lists))
        #expect(cached?.bundle == Self.screenBundle)
        #expect(
            reporter.events == [
                .miss(.details, key: "tv:1396"), .miss(.credits, key: "tv:1396:credits"),
                .miss(.details, key: "tv:1396:content_ratings"), .miss(.details, key: "tv:1396:images"),
                .miss(.list, key: "tv:1396:recommendations:page:1"), .miss(.details, key: "tv:1396:watch_providers"),
                .miss(.details, key: "tv:1396:videos"), .miss(.details, key: "tv:1396:keywords"),
            ])
    }

    @Test("a screen whose parts are all fresh makes no request")
    func warmScreen() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)
        clock.advance(by: 60)

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(remote.tvSeriesCallCount == 1)
        #expect(bundle == Self.screenBundle)
        #expect(reporter.events.suffix(6).allSatisfy { if case .hit(_, key: _, age: 60) = $0 { true } else { false } })
    }

    @Test("only the expired parts are appended: recommendations expire after an hour, the rest later")
    func onlyExpiredParts() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)
        clock.advance(by: CacheTimeToLive.standard.list + 1)

        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(remote.tvSeriesAppended == [Self.screen, [.recommendations]])
    }

    @Test("credits and aggregate credits stay fresh for a week, ratings and seasons for a day")
    func partsExpireByKind() async throws {
        let parts: Set<TVSeriesPart> = [.credits, .aggregateCredits, .contentRatings, .season(1)]
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: parts)
        clock.advance(by: CacheTimeToLive.standard.details + 1)

        _ = try await repository().tvSeries(withID: 1396, including: parts)
        clock.advance(by: CacheTimeToLive.standard.credits)
        _ = try await repository().tvSeries(withID: 1396, including: parts)

        #expect(remote.tvSeriesAppended == [parts, [.contentRatings, .season(1)], parts])
    }

    @Test("seasons are appended with the screen's parts in one request, and read back with them")
    func screenWithASeason() async throws {
        remote.stub(tvSeries: .success(.mock()))

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen.union([.season(1)]))
        let again = try await repository().tvSeries(withID: 1396, including: Self.screen.union([.season(1)]))

        #expect(remote.tvSeriesAppended == [Self.screen.union([.season(1)])])
        #expect(bundle.seasons == [1: TVSeason.mock()])
        #expect(again == bundle)
        #expect(reporter.events.last == .hit(.details, key: "tv:1396:season:1", age: 0))
    }

    @Test("--refresh appends every part asked for even when all are fresh")
    func refresh() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)

        _ = try await repository(policy: .refresh).tvSeries(withID: 1396, including: Self.screen)

        #expect(remote.tvSeriesAppended == [Self.screen, Self.screen])
    }

    @Test("a series older than the details time to live is fetched again and rewritten")
    func expiry() async throws {
        remote.stub(tvSeries: .success(.mock(tvSeries: .mock(name: "Old"))))
        _ = try await repository().tvSeries(withID: 1396, including: [])
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        remote.stub(tvSeries: .success(.mock(tvSeries: .mock(name: "New"))))

        let bundle = try await repository().tvSeries(withID: 1396, including: [])

        #expect(bundle.tvSeries.name == "New")
        #expect(remote.tvSeriesAppended == [[], []])
        #expect(try await local.tvSeries(withID: 1396)?.value.name == "New")
    }

    @Test("when TMDb fails, an expired screen is served stale, parts and all")
    func staleScreen() async throws {
        remote.stub(tvSeries: .success(.mock()))
        _ = try await repository().tvSeries(withID: 1396, including: Self.screen)
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(tvSeries: .failure(.unreachable("timed out")))

        let bundle = try await repository().tvSeries(withID: 1396, including: Self.screen)

        #expect(bundle == Self.screenBundle)
        #expect(
            reporter.events.contains(
                .staleServed(.details, key: "tv:1396", age: age, cause: .unreachable("timed out"))))
        #expect(
            reporter.events.contains(
                .staleServed(.details, key: "tv:1396:images", age: age, cause: .unreachable("timed out"))))
    }

    @Test("not found from TMDb is thrown, even over an expired copy, and nothing new is cached")
    func notFound() async throws {
        remote.stub(tvSeries: .failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await repository().tvSeries(withID: 999, including: Self.screen)
        }
        #expect(try await local.tvSeries(withID: 999) == nil)

        try await local.save(TVSeries.mock())
        clock.advance(by: CacheTimeToLive.standard.details + 1)
        await #expect(throws: DataAccessError.notFound) {
            try await repository().tvSeries(withID: 1396, including: [])
        }
    }

    @Test("further pages of recommendations and similar series are list pages of their own, cached by key")
    func furtherPages() async throws {
        remote.stub(recommendations: .success(.mock(page: 2)))
        remote.stub(similar: .success(.mock(page: 3)))

        let recommendations = try await repository().recommendations(forTVSeries: 1396, page: 2)
        let similar = try await repository().similar(forTVSeries: 1396, page: 3)
        _ = try await repository().recommendations(forTVSeries: 1396, page: 2)

        #expect(recommendations == .mock(page: 2))
        #expect(similar == .mock(page: 3))
        #expect(remote.recommendationsCalledWith.map(\.tvSeriesID) == [1396])
        #expect(remote.recommendationsCalledWith.map(\.page) == [2])
        #expect(remote.similarCalledWith.map(\.page) == [3])
        #expect(remote.tvSeriesCallCount == 0)
        #expect(try await local.page(forKey: "tv:1396:recommendations:page:2")?.value == .mock(page: 2))
        #expect(try await local.page(forKey: "tv:1396:similar:page:3")?.value == .mock(page: 3))
        #expect(reporter.events.first == .miss(.list, key: "tv:1396:recommendations:page:2"))
        #expect(reporter.events.last == .hit(.list, key: "tv:1396:recommendations:page:2", age: 0))
    }

    @Test("when TMDb fails, an expired further page is served stale")
    func staleFurtherPage() async throws {
        remote.stub(similar: .success(.mock(page: 2)))
        _ = try await repository().similar(forTVSeries: 1396, page: 2)
        let age = CacheTimeToLive.standard.list + 1
        clock.advance(by: age)
        remote.stub(similar: .failure(.rateLimited(nil)))

        let page = try await repository().similar(forTVSeries: 1396, page: 2)

        #expect(page == .mock(page: 2))
        #expect(
            reporter.events.last
                == .staleServed(.list, key: "tv:1396:similar:page:2", age: age, cause: .rateLimited(nil)))
    }
}
