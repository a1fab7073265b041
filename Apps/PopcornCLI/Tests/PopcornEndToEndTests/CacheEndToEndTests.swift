import Foundation
import Testing

/// The offline cache through the real binary: hits, `--offline`, `--debug` lines, cache files.
@Suite("Cache, end to end")
struct CacheEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("A second run with --debug is answered by the cache without any request")
    func secondRunHitsCache() async throws {
        let first = try await runner.run(["movie", "550", "--debug"])
        #expect(first.status == 0, "\(first)")
        #expect(first.stderrLines.contains { $0.contains("http GET /movie/550") }, "\(first)")

        let second = try await runner.run(["movie", "550", "--debug"])
        #expect(second.status == 0, "\(second)")
        #expect(second.stderrLines.contains { $0.hasPrefix("popcorn: debug: cache hit details") }, "\(second)")
        #expect(!second.stderrLines.contains { $0.contains("http GET") }, "\(second)")
    }

    @Test("--offline answers from the demo catalog on an empty cache (it is local), and from the cache after")
    func offline() async throws {
        let empty = try await runner.run(["movie", "550", "--offline"])
        #expect(empty.status == 0 && empty.stdoutLines.first == "Fight Club (1999)", "\(empty)")

        let fetch = try await runner.run(["movie", "550"])
        #expect(fetch.status == 0, "\(fetch)")

        let cached = try await runner.run(["movie", "550", "--offline"])
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdoutLines.first == "Fight Club (1999)", "\(cached)")
    }

    @Test("The catalog caches into its own file, never the live one")
    func separateCacheFiles() async throws {
        let run = try await runner.run(["movie", "550"])
        #expect(run.status == 0, "\(run)")
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: runner.cacheDirectory.appendingPathComponent("catalog.sqlite").path))
        #expect(!manager.fileExists(atPath: runner.cacheDirectory.appendingPathComponent("cache.sqlite").path))
    }

    @Test("An unusable cache directory costs one warning, not the command")
    func unusableCache() async throws {
        let blocker = runner.cacheDirectory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let run = try await runner.run(
            ["movie", "550", "--source", "catalog"], environment: ["POPCORN_CACHE_DIR": blocker.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: warning: "), "\(run)")
    }
}
