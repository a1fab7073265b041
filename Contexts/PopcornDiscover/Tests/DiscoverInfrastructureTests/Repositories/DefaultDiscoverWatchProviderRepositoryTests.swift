import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import DiscoverDomain
import DiscoverInfrastructure
import DiscoverTestHelpers
import Foundation
import Testing

@Suite("DefaultDiscoverWatchProviderRepository")
struct DefaultDiscoverWatchProviderRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockDiscoverWatchProviderRemoteDataSource()
    let cache: DocumentCache

    static let key = "discover:providers:movie:GB:en-US"

    init() throws {
        cache = DocumentCache(database: CacheDatabase(try DiscoverTestDatabase.make()))
    }

    func repository(policy: CachePolicy = .cacheFirst, language: String = "en-US")
        -> DefaultDiscoverWatchProviderRepository
    {
        DefaultDiscoverWatchProviderRepository(
            remoteDataSource: remote, cache: cache,
            cacheContext: .mock(policy: policy, language: language, clock: clock, reporter: reporter))
    }

    @Test("a region's services missing from the cache are asked once, upper-cased, and kept whole for a day")
    func miss() async throws {
        remote.stub(.success(WatchProvider.discoverMocks()))

        let providers = try await repository().watchProviders(for: .movie, region: "gb")

        #expect(providers == WatchProvider.discoverMocks())
        #expect(remote.calledWith == [.init(mediaType: .movie, region: "GB")])
        #expect(reporter.events == [.miss(.details, key: Self.key)])
        clock.advance(by: CacheTimeToLive.standard.details - 1)
        #expect(try await repository(policy: .offline).watchProviders(for: .movie, region: "GB") == providers)
        #expect(reporter.events.last == .hit(.details, key: Self.key, age: CacheTimeToLive.standard.details - 1))
    }

    @Test("kinds, regions and languages are cached apart")
    func distinctEntries() async throws {
        remote.stub(.success([.mock()]))
        _ = try await repository().watchProviders(for: .movie, region: "GB")

        _ = try await repository().watchProviders(for: .tvSeries, region: "GB")
        _ = try await repository().watchProviders(for: .movie, region: "US")
        _ = try await repository(language: "fr-FR").watchProviders(for: .movie, region: "GB")
        _ = try await repository().watchProviders(for: .movie, region: "GB")

        #expect(remote.calledWith.count == 4)
        #expect(
            reporter.events.compactMap { event -> String? in
                if case .miss(_, let key) = event { return key }
                return nil
            } == [
                Self.key, "discover:providers:tv:GB:en-US", "discover:providers:movie:US:en-US",
                "discover:providers:movie:GB:fr-FR",
            ])
    }

    @Test("when TMDb fails, an expired list is served and reported as stale")
    func stale() async throws {
        remote.stub(.success([.mock()]))
        _ = try await repository().watchProviders(for: .movie, region: "GB")
        let age = CacheTimeToLive.standard.details + 1
        clock.advance(by: age)
        remote.stub(.failure(.unreachable("timed out")))

        let providers = try await repository().watchProviders(for: .movie, region: "GB")

        #expect(providers == [.mock()])
        #expect(
            reporter.events.last == .staleServed(.details, key: Self.key, age: age, cause: .unreachable("timed out")))
    }

    @Test("a failure with nothing cached is thrown")
    func failure() async {
        remote.stub(.failure(.unauthorised("Invalid API key")))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await repository().watchProviders(for: .movie, region: "GB")
        }
    }
}
