import Foundation
import Testing

/// `popcorn cache stats|clear|prune` through the real binary, on the live cache.
@Suite("Cache commands, end to end")
struct CacheCommandEndToEndTests {
    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    /// Every integer in a JSON value stored under a key that names a count of entries.
    static func counts(in value: Any, key: String = "") -> [Int] {
        if let object = value as? [String: Any] {
            return object.flatMap { counts(in: $0.value, key: $0.key) }
        }
        if let array = value as? [Any] {
            return array.flatMap { counts(in: $0, key: key) }
        }
        let name = key.lowercased()
        guard name.contains("count") || name.contains("entries") || name.contains("rows") else {
            return []
        }
        return (value as? Int).map { [$0] } ?? []
    }

    /// The whole numbers a text output shows.
    static func numbers(in text: String) -> [Int] {
        text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    func stats(_ server: ScriptedTMDbServer, json: Bool) async throws -> PopcornRun {
        try await harness.run(["cache", "stats"] + (json ? ["--json"] : []), baseURL: server.baseURL).run
    }

    @Test("stats counts what a fetch cached, clear empties it, and prune succeeds")
    func statsClearPrune() async throws {
        let server = try ScriptedTMDbServer([:], fallback: FaultFixtures.anyMovie)
        defer { server.stop() }
        let fetch = try await harness.run(["movie", String(FaultFixtures.movieID)], baseURL: server.baseURL).run
        #expect(fetch.status == 0, "\(fetch)")

        let text = try await stats(server, json: false)
        #expect(text.status == 0, "\(text)")
        #expect(Self.numbers(in: text.stdout).contains { $0 > 0 }, "\(text)")

        let json = try await stats(server, json: true)
        #expect(json.status == 0, "\(json)")
        let full = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
        let before = Self.counts(in: full)
        #expect(before.contains { $0 > 0 }, "no non-zero count in \(json.stdout)")

        let clear = try await harness.run(["cache", "clear"], baseURL: server.baseURL).run
        #expect(clear.status == 0, "\(clear)")
        let emptied = try await stats(server, json: true)
        #expect(emptied.status == 0, "\(emptied)")
        let after = Self.counts(in: try JSONSerialization.jsonObject(with: Data(emptied.stdout.utf8)))
        #expect(!after.isEmpty && after.allSatisfy { $0 == 0 }, "\(emptied.stdout)")
        let emptiedText = try await stats(server, json: false)
        #expect(emptiedText.status == 0, "\(emptiedText)")
        #expect(Self.numbers(in: emptiedText.stdout).contains(0), "\(emptiedText)")

        let prune = try await harness.run(["cache", "prune"], baseURL: server.baseURL).run
        #expect(prune.status == 0, "\(prune)")

        let offline = try await harness.run(
            ["movie", String(FaultFixtures.movieID), "--offline"], baseURL: server.baseURL
        ).run
        #expect(offline.status == 69, "clear left the movie in the cache: \(offline)")
    }

    @Test("prune keeps a fresh entry")
    func pruneKeepsFresh() async throws {
        let server = try ScriptedTMDbServer([:], fallback: FaultFixtures.anyMovie)
        defer { server.stop() }
        let movie = String(FaultFixtures.movieID)
        #expect(try await harness.run(["movie", movie, "--json"], baseURL: server.baseURL).run.status == 0)
        let prune = try await harness.run(["cache", "prune"], baseURL: server.baseURL).run
        #expect(prune.status == 0, "\(prune)")
        let offline = try await harness.run(["movie", movie, "--json", "--offline"], baseURL: server.baseURL).run
        #expect(offline.status == 0, "\(offline)")
    }
}
