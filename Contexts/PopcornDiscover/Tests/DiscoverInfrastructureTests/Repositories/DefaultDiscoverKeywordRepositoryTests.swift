import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import DataPersistenceTestHelpers
import DiscoverDomain
import DiscoverInfrastructure
import Foundation
import Testing

@Suite("DefaultDiscoverKeywordRepository")
struct DefaultDiscoverKeywordRepositoryTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let remote = MockDiscoverKeywordRemoteDataSource()
    let cache: DocumentCache

    static let key = "discover:keywords:heist"
    static let heists: [Keyword] = [.mock(id: 10051, name: "heist"), .mock(id: 228913, name: "heist gone wrong")]

    init() throws {
        cache = DocumentCache(database: CacheDatabase(try DiscoverTestDatabase.make()))
    }

    func repository(policy: CachePolicy = .cacheFirst) -> DefaultDiscoverKeywordRepository {
        DefaultDiscoverKeywordRepository(
            remoteDataSource: remote, cache: cache,
            cacheContext: .mock(policy: policy, clock: clock, reporter: reporter))
    }

    @Test("a search missing from the cache is asked once and stored as a search under the name's key")
    func miss() async throws {
        remote.stub(.success(Self.heists))

        let keywords = try await repository().keywords(matching: "heist")

        #expect(keywords == Self.heists)
        #expect(remote.calledWith == ["heist"])
        #expect(reporter.events == [.miss(.search, key: Self.key)])
        #expect(try await repository(policy: .offline).keywords(matching: "heist") == Self.heists)
    }

    @Test("the same name in another case, within the hour, is answered from the cache")
    func freshHit() async throws {
        remote.stub(.success(Self.heists))
        _ = try await repository().keywords(matching: "heist")
        clock.advance(by: 60)

        let keywords = try await repository().keywords(matching: " HEIST ")

        #expect(keywords == Self.heists)
        #expect(remote.calledWith == ["heist"])
        #expect(reporter.events.last == .hit(.search, key: Self.key, age: 60))
    }

    @Test("a search older than an hour is asked again")
    func expired() async throws {
        remote.stub(.success(Self.heists))
        _ = try await repository().keywords(matching: "heist")
        clock.advance(by: CacheTimeToLive.standard.search + 1)

        _ = try await repository().keywords(matching: "heist")

        #expect(remote.calledWith.count == 2)
        #expect(reporter.events.last == .expired(.search, key: Self.key, age: CacheTimeToLive.standard.search + 1))
    }

    @Test("a failure with nothing cached is thrown; offline with nothing cached asks nobody")
    func failures() async throws {
        remote.stub(.failure(.notFound))

        await #expect(throws: DataAccessError.notFound) {
            try await repository().keywords(matching: "heist")
        }
        await #expect(throws: DataAccessError.self) {
            try await repository(policy: .offline).keywords(matching: "vault")
        }
        #expect(remote.calledWith == ["heist"])
    }
}
