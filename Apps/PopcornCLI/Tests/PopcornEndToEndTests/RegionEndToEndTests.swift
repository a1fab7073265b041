import Foundation
import Testing

/// `--region`, `POPCORN_REGION` and the config file's `region` through the real binary: a bad
/// value is one usage line naming where it came from; a good one never splits the cache.
@Suite("Region, end to end")
struct RegionEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("A bad --region exits 64 with one line naming the flag", arguments: ["USA", "u", "12", "en-US"])
    func badFlag(value: String) async throws {
        let run = try await runner.run(["movie", "550", "--region", value, "--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: ") && run.stderr.contains("--region"), "\(run)")
    }

    @Test("A bad POPCORN_REGION exits 78 with one line naming the variable")
    func badEnvironment() async throws {
        let run = try await runner.run(
            ["movie", "550", "--source", "catalog"], environment: ["POPCORN_REGION": "Germany"])
        #expect(run.status == 78, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: POPCORN_REGION "), "\(run)")
    }

    @Test("A bad region in the config file exits 78 with one line naming the file")
    func badConfigFile() async throws {
        let file = runner.configHome.appendingPathComponent("popcorn/config.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"region": "Brazil"}"#.utf8).write(to: file)

        let run = try await runner.run(["tv", "1396", "--source", "catalog"])

        #expect(run.status == 78, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("\"region\" in \(file.path)"), "\(run)")
    }

    @Test("A good region in any case is accepted, and --region wins over a bad POPCORN_REGION")
    func goodValues() async throws {
        let lower = try await runner.run(["movie", "550", "--region", "gb", "--source", "catalog", "--json"])
        #expect(lower.status == 0, "\(lower)")
        let overridden = try await runner.run(
            ["movie", "550", "--region", "GB", "--source", "catalog"], environment: ["POPCORN_REGION": "nope"])
        #expect(overridden.status == 0, "\(overridden)")
    }

    @Test("The region is not part of the cache: what one region cached answers another offline, for that region")
    func regionSharesTheCache() async throws {
        let cold = try await runner.run(["movie", "550", "--region", "US", "--source", "catalog", "--json"])
        #expect(cold.status == 0, "\(cold)")

        let other = try await runner.run(
            ["movie", "550", "--region", "GB", "--source", "catalog", "--json", "--offline"])

        #expect(other.status == 0, "\(other)")
        let (us, gb) = (try JSONDocument.object(cold.stdout), try JSONDocument.object(other.stdout))
        #expect(us["title"] as? String == "Fight Club" && gb["title"] as? String == "Fight Club")
        #expect(us["region"] as? String == "US" && us["certification"] as? String == "R")
        #expect(gb["region"] as? String == "GB" && gb["certification"] as? String == "18", "\(other)")
    }
}
