import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

@Suite("ReadThroughCache")
struct ReadThroughCacheTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let stored = StoredValues<String>()

    private func fetch(
        policy: CachePolicy = .cacheFirst,
        cached: Cached<String>?,
        remote: RemoteStub,
        storeFails: Bool = false
    ) async throws(DataAccessError) -> String {
        let cache = ReadThroughCache(context: .mock(policy: policy, clock: clock, reporter: reporter))
        return try await cache.fetch(
            .details,
            key: "movie:550",
            local: { cached },
            remote: { () async throws(DataAccessError) -> String in try await remote.fetch() },
            store: { (value: String) async throws(DataAccessError) in
                if storeFails { throw DataAccessError.storage("disk full") }
                stored.append(value)
            }
        )
    }

    private func cached(ageInHours hours: Double) -> Cached<String> {
        Cached(value: "cached", cachedAt: clock.now().addingTimeInterval(-hours * 3600))
    }

    @Test("a fresh entry is returned without asking the network")
    func freshEntryIsAHit() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(cached: cached(ageInHours: 1), remote: remote)
        #expect(value == "cached")
        #expect(remote.callCount == 0)
        #expect(reporter.events == [.hit(.details, key: "movie:550", age: 3600)])
    }

    @Test("a missing entry is fetched and written through")
    func missIsFetchedAndStored() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(cached: nil, remote: remote)
        #expect(value == "remote")
        #expect(remote.callCount == 1)
        #expect(stored.values == ["remote"])
        #expect(reporter.events == [.miss(.details, key: "movie:550")])
    }

    @Test("an expired entry is refetched")
    func expiredEntryIsRefetched() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(cached: cached(ageInHours: 25), remote: remote)
        #expect(value == "remote")
        #expect(reporter.events == [.expired(.details, key: "movie:550", age: 25 * 3600)])
    }

    @Test("refresh bypasses a fresh entry")
    func refreshBypassesFreshEntry() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(policy: .refresh, cached: cached(ageInHours: 1), remote: remote)
        #expect(value == "remote")
        #expect(remote.callCount == 1)
    }

    @Test("refresh fetches an entry once per command: read again, what this command fetched is a hit")
    func refreshOncePerCommand() async throws {
        let remote = RemoteStub(.success("remote"))
        let cache = ReadThroughCache(context: .mock(policy: .refresh, clock: clock, reporter: reporter))
        let (stored, now) = (stored, clock.now())
        func read(_ key: String) async throws(DataAccessError) -> String {
            try await cache.fetch(
                .details, key: key,
                local: { stored.values.last.map { Cached(value: $0, cachedAt: now) } },
                remote: { () async throws(DataAccessError) -> String in try await remote.fetch() },
                store: { (value: String) async throws(DataAccessError) in stored.append(value) })
        }

        _ = try await read("movie:550")
        let again = try await read("movie:550")
        _ = try await read("movie:807")

        #expect(again == "remote")
        #expect(remote.callCount == 2)
        #expect(reporter.events[1] == .hit(.details, key: "movie:550", age: 0))
    }

    @Test("a failing network falls back to a stale entry and says so")
    func staleIfError() async throws {
        let remote = RemoteStub(.failure(.unreachable("timed out")))
        let value = try await fetch(cached: cached(ageInHours: 48), remote: remote)
        #expect(value == "cached")
        #expect(
            reporter.events.last
                == .staleServed(.details, key: "movie:550", age: 48 * 3600, cause: .unreachable("timed out")))
    }

    @Test("not found is never hidden behind a stale entry")
    func notFoundIsNotMasked() async {
        let remote = RemoteStub(.failure(.notFound))
        await #expect(throws: DataAccessError.notFound) {
            try await fetch(cached: cached(ageInHours: 48), remote: remote)
        }
    }

    @Test("a failing network with nothing cached throws the network's error")
    func failureWithoutCacheThrows() async {
        let remote = RemoteStub(.failure(.rateLimited(nil)))
        await #expect(throws: DataAccessError.rateLimited(nil)) {
            try await fetch(cached: nil, remote: remote)
        }
    }

    @Test("offline answers from an expired entry without the network")
    func offlineServesExpiredEntry() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(policy: .offline, cached: cached(ageInHours: 100), remote: remote)
        #expect(value == "cached")
        #expect(remote.callCount == 0)
        #expect(reporter.events == [.expiredServedOffline(.details, key: "movie:550", age: 100 * 3600)])
    }

    @Test("offline with nothing cached fails without the network")
    func offlineMissFails() async {
        let remote = RemoteStub(.success("remote"))
        await #expect(throws: DataAccessError.self) {
            try await fetch(policy: .offline, cached: nil, remote: remote)
        }
        #expect(remote.callCount == 0)
    }

    @Test("a failed write is reported and the fetched value still returned")
    func failedWriteIsReported() async throws {
        let remote = RemoteStub(.success("remote"))
        let value = try await fetch(cached: nil, remote: remote, storeFails: true)
        #expect(value == "remote")
        #expect(reporter.events.last == .writeFailed(.details, key: "movie:550", message: "disk full"))
    }
}

@Suite("ReadThroughCache concurrent requests")
struct ReadThroughCacheConcurrencyTests {
    @Test("concurrent requests for one entry in one command fetch it once and all get it")
    func concurrentRequestsShareOneFetch() async throws {
        let remote = SlowRemote()
        let stored = StoredValues<String>()
        let cache = ReadThroughCache(context: CacheContext(clock: FixedCacheClock()))
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    try await cache.fetch(
                        .details,
                        key: "person:287",
                        local: { () async throws(DataAccessError) -> Cached<String>? in nil },
                        remote: { () async throws(DataAccessError) -> String in await remote.fetch() },
                        store: { (value: String) async throws(DataAccessError) in stored.append(value) }
                    )
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == ["remote", "remote", "remote"])
        #expect(remote.callCount == 1)
        #expect(stored.values == ["remote"])
    }

    @Test("different entries are fetched separately")
    func differentKeysAreNotShared() async throws {
        let remote = SlowRemote()
        let cache = ReadThroughCache(context: CacheContext(clock: FixedCacheClock()))
        async let first = cache.fetch(
            .details, key: "person:1",
            local: { () async throws(DataAccessError) -> Cached<String>? in nil },
            remote: { () async throws(DataAccessError) -> String in await remote.fetch() },
            store: { (_: String) async throws(DataAccessError) in })
        async let second = cache.fetch(
            .details, key: "person:2",
            local: { () async throws(DataAccessError) -> Cached<String>? in nil },
            remote: { () async throws(DataAccessError) -> String in await remote.fetch() },
            store: { (_: String) async throws(DataAccessError) in })
        _ = try await (first, second)
        #expect(remote.callCount == 2)
    }
}
