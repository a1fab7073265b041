import Foundation
import Testing

/// The cache for TV commands through the real binary.
extension CacheEndToEndTests {
    @Test("--offline answers a season from the demo catalog, then from the cache without any request")
    func tvOffline() async throws {
        let empty = try await runner.run(["tv", "season", "1396", "1", "--offline"])
        #expect(empty.status == 0, "\(empty)")

        #expect(try await runner.run(["tv", "season", "1396", "1"]).status == 0)

        let cached = try await runner.run(["tv", "season", "1396", "1", "--offline", "--debug"])
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdoutLines.first == "Breaking Bad — Season 1 (2008)", "\(cached)")
        #expect(!cached.stderrLines.contains { $0.contains("http GET") }, "\(cached)")
    }
}
