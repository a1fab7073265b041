import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import Testing

@Suite("ReadThroughCache.fetchScreen")
struct ReadThroughCacheScreenTests {
    let clock = FixedCacheClock()
    let reporter = RecordingCacheEventReporter()

    static let details = CachePart(ScreenEntry<SamplePart>.details, kind: .details, key: "sample:1")

    /// Each part's entry: credits live as credits, images as details.
    static func entry(_ part: SamplePart) -> CachePart<ScreenEntry<SamplePart>> {
        CachePart(.part(part), kind: part == .credits ? .credits : .details, key: "sample:1:\(part.rawValue)")
    }

    /// The cache holding the details and the given parts, all cached just now.
    func cached(_ parts: Set<SamplePart>) -> CachedParts<SampleScreen, ScreenEntry<SamplePart>> {
        var dates: [ScreenEntry<SamplePart>: Date] = [.details: clock.now()]
        for part in parts {
            dates[.part(part)] = clock.now()
        }
        return CachedParts(
            bundle: SampleScreen(
                details: "cached details", credits: parts.contains(.credits) ? "cached credits" : nil,
                images: parts.contains(.images) ? "cached images" : nil),
            cachedAt: dates)
    }

    func fetch(
        _ cached: CachedParts<SampleScreen, ScreenEntry<SamplePart>>?,
        parts: [SamplePart] = [.credits, .images],
        requiring required: SamplePart? = nil,
        policy: CachePolicy = .cacheFirst,
        remote: AppendedRemoteStub
    ) async throws(DataAccessError) -> SampleScreen {
        let cache = ReadThroughCache(context: .mock(policy: policy, clock: clock, reporter: reporter))
        return try await cache.fetchScreen(
            details: Self.details,
            parts: parts,
            requiring: required,
            entry: Self.entry,
            local: { cached },
            remote: { (parts: Set<SamplePart>) async throws(DataAccessError) -> SampleScreen in
                try await remote.fetch(SamplePart.allCases.filter(parts.contains))
            },
            store: { (_: SampleScreen) async throws(DataAccessError) in },
            merge: { cached, fetched, parts in SampleScreen.merge(cached, fetched, parts.union([.details])) }
        )
    }

    @Test("A cold screen is one request appending every part, named by its entries")
    func coldScreen() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(nil, remote: remote)

        #expect(remote.requests == [[.credits, .images]])
        #expect(screen.images == "fetched images")
        let expected: [CacheEvent] = [
            .miss(.details, key: "sample:1"), .miss(.credits, key: "sample:1:credits"),
            .miss(.details, key: "sample:1:images"),
        ]
        #expect(reporter.events == expected)
    }

    @Test("Requiring a part the cache lacks fetches it with the details, although the cached details are fresh")
    func requiredPartMissing() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(cached([.credits]), parts: [.images], requiring: .images, remote: remote)

        #expect(remote.requests == [[.images]])
        #expect(screen == SampleScreen(details: "fetched details", credits: nil, images: "fetched images"))
    }

    @Test("A required part is asked for even when the parts do not list it")
    func requiredPartAdded() async throws {
        let remote = AppendedRemoteStub()

        let screen = try await fetch(cached([]), parts: [], requiring: .credits, remote: remote)

        #expect(remote.requests == [[.credits]])
        #expect(screen.credits == "fetched credits")
    }

    @Test("A required part missing while TMDb fails is the network's error, not cached details without it")
    func requiredPartNetworkFailure() async throws {
        let remote = AppendedRemoteStub(failingWith: .unreachable("connection refused"))

        await #expect(throws: DataAccessError.unreachable("connection refused")) {
            try await fetch(cached([.credits]), parts: [.images], requiring: .images, remote: remote)
        }
        #expect(remote.requests == [[.images]])
    }

    @Test("Requiring a part the cache holds asks for nothing, and a part merely asked for may be missing")
    func requiredPartCached() async throws {
        let remote = AppendedRemoteStub()

        let required = try await fetch(cached([.images]), parts: [.images], requiring: .images, remote: remote)
        let offline = try await fetch(cached([]), parts: [.images], policy: .offline, remote: remote)

        #expect(remote.requests.isEmpty)
        #expect(required.images == "cached images")
        #expect(offline == SampleScreen(details: "cached details"))
    }

    @Test("Offline, a required part not cached is unreachable naming its own entry, not the details'")
    func offlineRequiredPart() async throws {
        let remote = AppendedRemoteStub()

        await #expect(
            throws: DataAccessError.unreachable(
                "sample:1:images is not in the cache, and --offline forbids the network")
        ) {
            try await fetch(cached([.credits]), parts: [.images], requiring: .images, policy: .offline, remote: remote)
        }
        await #expect(
            throws: DataAccessError.unreachable("sample:1 is not in the cache, and --offline forbids the network")
        ) {
            try await fetch(nil, policy: .offline, remote: remote)
        }
        #expect(remote.requests.isEmpty)
    }
}
