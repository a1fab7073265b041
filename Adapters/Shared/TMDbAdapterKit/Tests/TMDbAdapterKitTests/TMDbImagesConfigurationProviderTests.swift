import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import TMDbAdapterKit
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbImagesConfigurationProvider")
struct TMDbImagesConfigurationProviderTests {
    let transport = StubTMDbTransport()
    let database: CacheDatabase
    let clock = FixedCacheClock()

    init() throws {
        database = try CacheDatabase.inMemory(migrations: [])
        transport.stub(path: "/configuration", body: try Fixture.data("configuration"))
    }

    private func makeProvider(policy: CachePolicy = .cacheFirst) -> TMDbImagesConfigurationProvider {
        TMDbImagesConfigurationProvider(
            client: TMDbClient(transport: transport),
            cache: DocumentCache(database: database),
            cacheContext: CacheContext(policy: policy, clock: clock)
        )
    }

    @Test("the configuration is fetched from /configuration and mapped")
    func fetches() async throws {
        let configuration = try await makeProvider().imagesConfiguration()
        #expect(configuration.baseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(transport.requests.map(\.path) == ["/configuration"])
    }

    @Test("one provider asks TMDb once, however often and concurrently it is called")
    func memoizes() async throws {
        let provider = makeProvider()
        async let first = provider.imagesConfiguration()
        async let second = provider.imagesConfiguration()
        _ = try await (first, second)
        _ = try await provider.imagesConfiguration()
        #expect(transport.requestCount == 1)
    }

    @Test("a second process reads the cached configuration instead of asking TMDb")
    func cachedAcrossProviders() async throws {
        _ = try await makeProvider().imagesConfiguration()
        _ = try await makeProvider().imagesConfiguration()
        #expect(transport.requestCount == 1)
    }

    @Test("after a week the configuration is fetched again")
    func expires() async throws {
        _ = try await makeProvider().imagesConfiguration()
        clock.advance(by: 8 * 24 * 3600)
        _ = try await makeProvider().imagesConfiguration()
        #expect(transport.requestCount == 2)
    }

    @Test("a failure is not remembered: the next call tries again")
    func retriesAfterFailure() async throws {
        let failing = StubTMDbTransport()
        failing.stub(path: "/configuration", error: .unreachable("connection refused"))
        let provider = TMDbImagesConfigurationProvider(
            client: TMDbClient(transport: failing),
            cache: DocumentCache(database: database),
            cacheContext: CacheContext(clock: clock)
        )
        await #expect(throws: DataAccessError.self) { try await provider.imagesConfiguration() }
        await #expect(throws: DataAccessError.self) { try await provider.imagesConfiguration() }
        #expect(failing.requestCount == 2)
    }
}
