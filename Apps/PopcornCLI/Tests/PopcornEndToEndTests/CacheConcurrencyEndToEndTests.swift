import Foundation
import Testing

/// Several `popcorn` processes on one cache directory at once: the WAL cache never answers
/// "database is locked", for the catalog or for live TMDb.
@Suite("Cache under concurrent processes, end to end")
struct CacheConcurrencyEndToEndTests {
    static let catalogIDs = [550, 603, 680, 13, 155, 278]
    static let liveIDs = [4242, 4243, 4244, 4245, 4246, 4247]

    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    /// Runs `popcorn movie <id> extra...` for every id at the same time.
    func runTogether(_ ids: [Int], extra: [String], baseURL: String?) async throws -> [(Int, PopcornRun)] {
        let harness = harness
        return try await withThrowingTaskGroup(of: (Int, PopcornRun).self) { group in
            for id in ids {
                group.addTask { (id, try await harness.run(["movie", String(id)] + extra, baseURL: baseURL).run) }
            }
            var results: [(Int, PopcornRun)] = []
            for try await result in group {
                results.append(result)
            }
            return results
        }
    }

    @Test("Six catalog processes at once on a fresh cache directory all succeed without a lock error")
    func sixCatalogProcesses() async throws {
        let results = try await runTogether(Self.catalogIDs, extra: ["--source", "catalog"], baseURL: nil)
        #expect(results.count == 6)
        for (id, run) in results {
            #expect(run.status == 0, "movie \(id): \(run)")
            #expect(!run.stderr.lowercased().contains("locked"), "movie \(id): \(run)")
            #expect(run.stderr.isEmpty, "movie \(id): \(run)")
        }
        let again = try await runTogether(Self.catalogIDs, extra: ["--source", "catalog", "--refresh"], baseURL: nil)
        for (id, run) in again {
            #expect(run.status == 0, "movie \(id) again: \(run)")
            #expect(!run.stderr.lowercased().contains("locked"), "movie \(id) again: \(run)")
        }
    }

    @Test("Six live processes at once against the loopback server all succeed without a lock error")
    func sixLiveProcesses() async throws {
        let server = try ScriptedTMDbServer([:], fallback: FaultFixtures.anyMovie)
        defer { server.stop() }
        let results = try await runTogether(Self.liveIDs, extra: [], baseURL: server.baseURL)
        #expect(results.count == 6)
        for (id, run) in results {
            #expect(run.status == 0, "movie \(id): \(run)")
            #expect(run.stdoutLines.first?.hasPrefix("The Loopback") == true, "movie \(id): \(run)")
            #expect(!run.stderr.lowercased().contains("locked"), "movie \(id): \(run)")
        }
        for id in Self.liveIDs {
            #expect(server.count("/3/movie/\(id)") >= 1, "movie \(id) never asked: \(server.requests)")
        }
        let mode = try await SQLiteShell.run(harness.cacheFile("cache.sqlite"), "PRAGMA journal_mode;")
        #expect(mode.trimmingCharacters(in: .whitespacesAndNewlines) == "wal")
    }
}

/// `popcorn` killed with SIGKILL in the middle of its work never leaves a damaged cache.
@Suite("Cache crash safety, end to end")
struct CacheCrashSafetyEndToEndTests {
    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    @Test("Ten runs killed after a few milliseconds leave an intact catalog cache and a working binary")
    func killedRunsLeaveAnIntactCache() async throws {
        let warmUp = try await harness.run(["movie", "popular", "--source", "catalog"], baseURL: nil).run
        #expect(warmUp.status == 0, "\(warmUp)")
        let ids = CacheConcurrencyEndToEndTests.catalogIDs
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for round in 0..<10 {
            let delay = Int.random(in: 5...120, using: &generator)
            let arguments =
                round.isMultiple(of: 2)
                ? ["movie", "popular", "--source", "catalog", "--refresh", "--page", String(1 + round % 2)]
                : ["movie", String(ids[round % ids.count]), "--source", "catalog", "--refresh"]
            if try await KilledRun.run(harness.runner, arguments, killAfter: delay) {
                killed += 1
            }
        }
        #expect(killed > 0, "no run was still working when killed")
        let check = try await SQLiteShell.run(harness.cacheFile("catalog.sqlite"), "PRAGMA integrity_check;")
        #expect(check.trimmingCharacters(in: .whitespacesAndNewlines) == "ok", "\(check)")
        let after = try await harness.run(["movie", "550", "--source", "catalog"], baseURL: nil).run
        #expect(after.status == 0, "\(after)")
        #expect(after.stdoutLines.first == "Fight Club (1999)", "\(after)")
        #expect(after.stderr.isEmpty, "\(after)")
        let list = try await harness.run(["movie", "popular", "--source", "catalog"], baseURL: nil).run
        #expect(list.status == 0, "\(list)")
        #expect(list.stderr.isEmpty, "\(list)")
    }
}
