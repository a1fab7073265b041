import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import Testing

@Suite("ReadThroughCache.fetchAppended")
struct ReadThroughCacheAppendedTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()
    let stored = StoredValues<SampleScreen>()

    static let details = CachePart(SamplePart.details, kind: .details, key: "sample:1")
    static let credits = CachePart(SamplePart.credits, kind: .credits, key: "sample:1:credits")
    static let images = CachePart(SamplePart.images, kind: .details, key: "sample:1:images")

    /// The cache holding each given part, cached that many hours ago.
    func cached(details: Double? = nil, credits: Double? = nil, images: Double? = nil) -> CachedParts<
        SampleScreen, SamplePart
    >? {
        var dates: [SamplePart: Date] = [:]
        var screen = SampleScreen()
        if let details {
            dates[.details] = clock.now().addingTimeInterval(-details * 3600)
            screen.details = "cached details"
        }
        if let credits {
            dates[.credits] = clock.now().addingTimeInterval(-credits * 3600)
            screen.credits = "cached credits"
        }
        if let images {
            dates[.images] = clock.now().addingTimeInterval(-images * 3600)
            screen.images = "cached images"
        }
        return dates.isEmpty ? nil : CachedParts(bundle: screen, cachedAt: dates)
    }

    func fetch(
        _ cached: CachedParts<SampleScreen, SamplePart>?,
        policy: CachePolicy = .cacheFirst,
        remote: AppendedRemoteStub,
        storeFails: Bool = false
    ) async throws(DataAccessError) -> SampleScreen {
        let cache = ReadThroughCache(context: .mock(policy: policy, clock: clock, reporter: reporter))
        let stored = stored
        return try await cache.fetchAppended(
            primary: Self.details,
            appended: [Self.credits, Self.images],
            local: { cached },
            remote: { (parts: [SamplePart]) async throws(DataAccessError) -> SampleScreen in
                try await remote.fetch(parts)
            },
            store: { (screen: SampleScreen) async throws(DataAccessError) in
                if storeFails { throw DataAccessError.storage("disk full") }
                stored.append(screen)
            },
            merge: SampleScreen.merge
        )
    }

    @Test("A cold screen is one request appending every part, written through once")
    func coldScreen() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(nil, remote: remote)

        #expect(remote.requests == [[.credits, .images]])
        #expect(
            screen == SampleScreen(details: "fetched details", credits: "fetched credits", images: "fetched images"))
        #expect(stored.values == [screen])
        let expected: [CacheEvent] = [
            .miss(.details, key: "sample:1"), .miss(.credits, key: "sample:1:credits"),
            .miss(.details, key: "sample:1:images"),
        ]
        #expect(reporter.events == expected)
    }

    @Test("A screen whose parts are all fresh makes no request")
    func freshScreen() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(cached(details: 1, credits: 1, images: 1), remote: remote)

        #expect(remote.requests.isEmpty)
        #expect(screen == SampleScreen(details: "cached details", credits: "cached credits", images: "cached images"))
        #expect(reporter.events.count == 3)
        #expect(reporter.events.first == .hit(.details, key: "sample:1", age: 3600))
    }

    @Test("Only the missing or expired parts are appended, and the fresh ones are kept from the cache")
    func onlyStaleParts() async throws {
        let remote = AppendedRemoteStub()

        // Credits live a week, so 30 hours is fresh for them; images are details-kind and expire after a day.
        let screen = try await fetch(cached(details: 1, credits: 30, images: 30), remote: remote)

        #expect(remote.requests == [[.images]])
        #expect(screen == SampleScreen(details: "fetched details", credits: "cached credits", images: "fetched images"))
        let expected: [CacheEvent] = [
            .hit(.details, key: "sample:1", age: 3600), .hit(.credits, key: "sample:1:credits", age: 30 * 3600),
            .expired(.details, key: "sample:1:images", age: 30 * 3600),
        ]
        #expect(reporter.events == expected)
    }

    @Test("Expired details alone are one request with nothing appended")
    func onlyDetailsExpired() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(cached(details: 30, credits: 1, images: 1), remote: remote)

        #expect(remote.requests == [[]])
        #expect(screen == SampleScreen(details: "fetched details", credits: "cached credits", images: "cached images"))
    }

    @Test("--refresh appends every part even when all are fresh")
    func refresh() async throws {
        let remote = AppendedRemoteStub()

        _ = try await fetch(cached(details: 1, credits: 1, images: 1), policy: .refresh, remote: remote)

        #expect(remote.requests == [[.credits, .images]])
    }

    @Test("--refresh appends a part once per command: a later read of parts this command fetched asks nothing")
    func refreshOncePerCommand() async throws {
        let remote = AppendedRemoteStub()
        let cache = ReadThroughCache(context: .mock(policy: .refresh, clock: clock, reporter: reporter))
        let fresh = cached(details: 0, credits: 0, images: 0)
        func read(_ appended: [CachePart<SamplePart>]) async throws(DataAccessError) -> SampleScreen {
            try await cache.fetchAppended(
                primary: Self.details, appended: appended, local: { fresh },
                remote: { (parts: [SamplePart]) async throws(DataAccessError) -> SampleScreen in
                    try await remote.fetch(parts)
                },
                store: { (_: SampleScreen) async throws(DataAccessError) in }, merge: SampleScreen.merge)
        }

        _ = try await read([Self.credits])
        _ = try await read([Self.credits])
        _ = try await read([Self.credits, Self.images])

        #expect(remote.requests == [[.credits], [.images]])
    }

    @Test("--offline answers from whatever is cached, leaving missing parts out, and never asks")
    func offline() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(cached(details: 30, credits: 1), policy: .offline, remote: remote)

        #expect(remote.requests.isEmpty)
        #expect(screen == SampleScreen(details: "cached details", credits: "cached credits", images: nil))
        let expected: [CacheEvent] = [
            .expiredServedOffline(.details, key: "sample:1", age: 30 * 3600),
            .hit(.credits, key: "sample:1:credits", age: 3600), .miss(.details, key: "sample:1:images"),
        ]
        #expect(reporter.events == expected)
    }

    @Test("--offline without the details cached is unreachable, even with other parts cached")
    func offlineWithoutDetails() async {
        let remote = AppendedRemoteStub()

        await #expect(
            throws: DataAccessError.unreachable("sample:1 is not in the cache, and --offline forbids the network")
        ) {
            _ = try await fetch(cached(credits: 1), policy: .offline, remote: remote)
        }
        #expect(remote.requests.isEmpty)
    }

    @Test("A failing network falls back to the cached parts, reported stale once per stale part")
    func staleIfError() async throws {
        let remote = AppendedRemoteStub(failingWith: .unreachable("connection refused"))

        let screen = try await fetch(cached(details: 30, credits: 1, images: 30), remote: remote)

        #expect(screen == SampleScreen(details: "cached details", credits: "cached credits", images: "cached images"))
        let stale = reporter.events.filter {
            if case .staleServed = $0 { return true }
            return false
        }
        let expected: [CacheEvent] = [
            .staleServed(.details, key: "sample:1", age: 30 * 3600, cause: .unreachable("connection refused")),
            .staleServed(
                .details, key: "sample:1:images", age: 30 * 3600, cause: .unreachable("connection refused")),
        ]
        #expect(stale == expected)
    }

    @Test("A failing network without the details cached, or a title TMDb no longer has, is an error")
    func errorsWithoutFallback() async {
        await #expect(throws: DataAccessError.unreachable("down")) {
            _ = try await fetch(cached(credits: 1), remote: AppendedRemoteStub(failingWith: .unreachable("down")))
        }
        await #expect(throws: DataAccessError.notFound) {
            _ = try await fetch(cached(details: 30), remote: AppendedRemoteStub(failingWith: .notFound))
        }
    }

    @Test("A failed write is reported and the fetched screen still returned")
    func failedWrite() async throws {
        let screen = try await fetch(nil, remote: AppendedRemoteStub(), storeFails: true)

        #expect(screen.details == "fetched details")
        #expect(reporter.events.last == .writeFailed(.details, key: "sample:1", message: "disk full"))
    }
}
