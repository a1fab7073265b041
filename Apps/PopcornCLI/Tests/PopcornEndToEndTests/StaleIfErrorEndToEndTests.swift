import Foundation
import Testing

/// Stale-if-error through the real binary: an expired cache entry is still shown, with one
/// warning saying how old it is, when TMDb keeps failing.
@Suite("Stale-if-error, end to end")
struct StaleIfErrorEndToEndTests {
    static let path = FaultFixtures.moviePath
    static let movie = String(FaultFixtures.movieID)

    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    /// Moves every `cachedAt` in the live cache `days` days into the past.
    func age(byDays days: Int) async throws {
        let database = harness.cacheFile("cache.sqlite")
        let tables = try await SQLiteShell.run(
            database,
            "SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p "
                + "WHERE m.type = 'table' AND p.name = 'cachedAt';"
        ).split(separator: "\n").map(String.init)
        #expect(!tables.isEmpty, "no table with a cachedAt column in cache.sqlite")
        let updates = tables.map {
            "UPDATE \"\($0)\" SET cachedAt = strftime('%Y-%m-%d %H:%M:%f', 'now', '-\(days) days');"
        }
        try await SQLiteShell.run(database, updates.joined(separator: " "))
    }

    @Test("A three-day-old entry is shown with one warning naming its age when TMDb answers 503")
    func staleOnServerError() async throws {
        let fresh = try ScriptedTMDbServer(
            [Self.path: [.json(TMDbFixtures.movieDetails)]], fallback: FaultFixtures.anyMovie)
        let first = try await harness.run(["movie", Self.movie, "--json"], baseURL: fresh.baseURL)
        fresh.stop()
        #expect(first.run.status == 0, "\(first.run)")
        try await age(byDays: 3)

        let failing = try ScriptedTMDbServer([Self.path: [.status(503)]], fallback: { _ in .notFound })
        defer { failing.stop() }
        let (run, seconds) = try await harness.run(["movie", Self.movie, "--json"], baseURL: failing.baseURL)
        #expect(run.status == 0, "\(run)")
        #expect(try JSONDocument.object(run.stdout)["title"] as? String == "The Loopback", "\(run)")
        let warnings = FaultHarness.warnings(run)
        #expect(warnings.count == 1, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(warnings.first?.contains("3 day") == true, "\(run)")
        #expect(failing.count(Self.path) >= 1, "the expired entry was never revalidated: \(run)")
        #expect(seconds < 55, "took \(seconds) s: \(run)")
    }

    @Test("An expired entry with TMDb unreachable is shown as text with one warning")
    func staleOnUnreachable() async throws {
        let fresh = try ScriptedTMDbServer([:], fallback: FaultFixtures.anyMovie)
        let first = try await harness.run(["movie", Self.movie], baseURL: fresh.baseURL)
        fresh.stop()
        #expect(first.run.status == 0, "\(first.run)")
        try await age(byDays: 3)

        let closed = try RefusingPort()
        defer { closed.close() }
        let (run, _) = try await harness.run(["movie", Self.movie], baseURL: closed.baseURL)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "The Loopback (2001)", "\(run)")
        #expect(FaultHarness.warnings(run).count == 1, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
    }
}
