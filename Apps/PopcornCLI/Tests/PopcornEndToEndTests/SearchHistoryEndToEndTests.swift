import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The search history through the real binary, on the offline catalog (`--source catalog`, so
/// standard error holds only what the history has to say): its own file in this runner's
/// `POPCORN_DATA_DIR`, out of the cache's reach, never lost and never in a search's way.
@Suite("Search history, end to end")
struct SearchHistoryEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `$POPCORN_DATA_DIR/search-history.sqlite`.
    var historyFile: URL {
        runner.dataDirectory.appendingPathComponent("search-history.sqlite", isDirectory: false)
    }

    /// Runs `popcorn arguments... --source catalog`.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"], environment: environment)
    }

    /// Runs a search that must succeed.
    func search(_ arguments: [String], environment: [String: String] = [:]) async throws {
        let run = try await run(["search"] + arguments, environment: environment)
        #expect(run.status == 0, "\(run)")
    }

    /// The history as `--history --json` lists it, newest first: `kind query` per search.
    func history(environment: [String: String] = [:]) async throws -> [String] {
        let run = try await run(["search", "--history", "--json"], environment: environment)
        #expect(run.status == 0, "\(run)")
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.map { "\($0["kind"] as? String ?? "?") \($0["query"] as? String ?? "?")" }
    }

    @Test("The history lists searches newest first, each once, under the spelling last typed")
    func newestFirstAndDeduplicated() async throws {
        try await search(["pitt"])
        try await search(["fight", "club"])
        try await search(["PITT"])
        #expect(try await history() == ["all PITT", "all fight club"])
    }

    @Test("The same words searched for different kinds are different searches")
    func kindsKeptApart() async throws {
        try await search(["pitt"])
        try await search(["--kind", "person", "pitt"])
        #expect(try await run(["person", "search", "pitt"]).status == 0)
        #expect(try await run(["movie", "search", "pitt"]).status == 0)
        #expect(try await history() == ["movie pitt", "person pitt", "all pitt"])
    }

    @Test("The human history shows each search's age, kind and the command that runs it again")
    func humanHistory() async throws {
        try await search(["--kind", "movie", "fight", "club"])
        try await search(["it's"])
        let run = try await run(["search", "--history"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first == "Search history — 2 searches, newest first", "\(run)")
        // A row starts with the search's age: "just now", or "1 minute ago" on a machine busy enough
        // for the two searches to be a minute apart.
        let rows = run.stdoutLines.filter { $0.hasPrefix("  ") && $0.contains(" popcorn search ") }
        #expect(rows.count == 2, "\(run)")
        #expect(rows.allSatisfy { $0.hasPrefix("  just now  ") || $0.contains(" ago  ") }, "\(run)")
        #expect(rows.first?.hasSuffix(#"popcorn search 'it'\''s'"#) == true, "\(run)")
        #expect(rows.last?.hasSuffix("popcorn search --kind movie fight club") == true, "\(run)")
        #expect(run.stdout.hasSuffix("Forget them: popcorn search --clear-history\n"), "\(run)")
    }

    @Test("As JSON the history is a list document, each search with an ISO 8601 searchedAt")
    func historyJSON() async throws {
        let before = Date().addingTimeInterval(-1)
        try await search(["pitt"])
        try await search(["--kind", "tv", "breaking"])
        let after = Date().addingTimeInterval(1)
        let run = try await run(["search", "--history", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(object["page"] as? Int == 1 && object["totalPages"] as? Int == 1, "\(run)")
        #expect(object["totalResults"] as? Int == 2, "\(run)")
        let results = try #require(object["results"] as? [[String: Any]], "\(run)")
        #expect(results.map { $0["kind"] as? String } == ["tv", "all"], "\(run)")
        #expect(results.map { $0["query"] as? String } == ["breaking", "pitt"], "\(run)")
        for result in results {
            #expect(Set(result.keys) == ["query", "kind", "searchedAt"], "\(result)")
            let text = try #require(result["searchedAt"] as? String, "\(result)")
            #expect(text.hasSuffix("Z") && text.contains("T"), "\(text)")
            let date = try Date(text, strategy: .iso8601)
            #expect(date >= before && date <= after, "\(text)")
        }
    }

    @Test("An empty history says how to start one")
    func emptyHistory() async throws {
        let run = try await run(["search", "--history"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "No searches recorded yet. Search with popcorn search <words>.\n", "\(run)")
        #expect(try await history().isEmpty)
    }

    @Test("--clear-history forgets every search")
    func clearHistory() async throws {
        try await search(["pitt"])
        try await search(["fight"])
        let cleared = try await run(["search", "--clear-history"])
        #expect(cleared.status == 0, "\(cleared)")
        #expect(cleared.stdout == "Forgot 2 searches.\n", "\(cleared)")
        #expect(try await history().isEmpty)

        try await search(["pitt"])
        let json = try await run(["search", "--clear-history", "--json"])
        #expect(try JSONDocument.object(json.stdout)["cleared"] as? Int == 1, "\(json)")
    }

    @Test("The history lives outside the cache, and popcorn cache clear leaves it alone")
    func survivesCacheClear() async throws {
        try await search(["pitt"])
        try await search(["fight"])
        #expect(FileManager.default.fileExists(atPath: historyFile.path))
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: runner.cacheDirectory.path)
        #expect(!cacheFiles.contains { $0.contains("history") }, "\(cacheFiles)")

        let clear = try await runner.run(["cache", "clear"])
        #expect(clear.status == 0, "\(clear)")
        #expect(clear.stdout.contains("cleared"), "\(clear)")
        #expect(try await history() == ["all fight", "all pitt"])
    }

    @Test("Eight searches at once, from eight processes, are all recorded")
    func concurrentSearchesAllRecorded() async throws {
        let queries = ["pitt", "fight", "breaking", "matrix", "godfather", "dune", "alien", "sherlock"]
        let runner = runner

        let runs = try await withThrowingTaskGroup(of: PopcornRun.self) { group in
            for query in queries {
                group.addTask { try await runner.run(["search", query, "--source", "catalog"]) }
            }
            var runs: [PopcornRun] = []
            for try await run in group {
                runs.append(run)
            }
            return runs
        }

        for run in runs {
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty, "no process may warn: \(run)")
        }
        #expect(try await history().sorted() == queries.map { "all \($0)" }.sorted())
    }

    @Test("A search that fails is not recorded")
    func failedSearchNotRecorded() async throws {
        // Live TMDb with nothing cached and --offline: the search fails (69).
        let run = try await runner.run(
            ["search", "pitt", "--offline"], environment: ["TMDB_API_KEY": "k3y-never-sent"])

        #expect(run.status == 69, "\(run)")
        #expect(try await history() == [])
    }

    @Test("The history needs no TMDb setting: a bad base URL and no --source still list it, with no catalog note")
    func historyIgnoresTMDbSettings() async throws {
        try await search(["pitt"])

        let listed = try await runner.run(
            ["search", "--history"], environment: ["TMDB_API_BASE_URL": "not a url", "TMDB_API_KEY": "k"])

        #expect(listed.status == 0, "\(listed)")
        #expect(listed.stderr.isEmpty, "\(listed)")
        #expect(listed.stdout.contains("pitt"), "\(listed)")
    }

    @Test("Opening a title searches without recording anything")
    func titlesAreNotRecorded() async throws {
        #expect(try await run(["movie", "fight", "club"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: runner.dataDirectory.path))
    }

    @Test("POPCORN_NO_HISTORY=1 searches as usual and records nothing")
    func noHistoryVariable() async throws {
        let environment = ["POPCORN_NO_HISTORY": "1"]
        let run = try await run(["search", "pitt"], environment: environment)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("popcorn person 287"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(try await self.run(["movie", "search", "fight"], environment: environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: runner.dataDirectory.path))
        #expect(try await history().isEmpty)
    }

    @Test(#"A config file with "searchHistory": false records nothing"#)
    func configFileSwitchesHistoryOff() async throws {
        let file = runner.configHome.appendingPathComponent("popcorn/config.json", isDirectory: false)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"searchHistory": false}"#.utf8).write(to: file)
        let run = try await run(["search", "pitt"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: runner.dataDirectory.path))
        #expect(try await history().isEmpty)

        try Data(#"{"searchHistory": true}"#.utf8).write(to: file)
        try await search(["pitt"])
        #expect(try await history() == ["all pitt"])
    }

    /// A search whose history cannot be written: it must print what it always prints, plus
    /// exactly one warning line.
    func expectSearchSucceedsWithOneWarning(environment: [String: String] = [:]) async throws {
        let normal = try await run(["search", "pitt"], environment: ["POPCORN_NO_HISTORY": "1"])
        let searched = try await run(["search", "pitt"], environment: environment)
        #expect(searched.status == 0, "\(searched)")
        #expect(searched.stdout == normal.stdout, "\(searched)")
        #expect(searched.stderrLines.count == 1, "\(searched)")
        #expect(searched.stderrLines.first?.hasPrefix("popcorn: warning: the search history ") == true, "\(searched)")
        #expect(searched.stderr.contains("POPCORN_NO_HISTORY=1"), "\(searched)")

        let json = try await run(["search", "pitt", "--json"], environment: environment)
        #expect(json.status == 0, "\(json)")
        #expect(JSONDocument.resultIDs(try JSONDocument.object(json.stdout)) == [287], "\(json)")
        #expect(json.stderrLines.count == 1, "\(json)")
    }

    @Test("A data directory below a regular file costs one warning, and the search still succeeds")
    func dataDirectoryBelowAFile() async throws {
        let blocker = runner.userDirectory.appendingPathComponent("blocker", isDirectory: false)
        try Data("not a directory".utf8).write(to: blocker)
        let below = blocker.appendingPathComponent("popcorn", isDirectory: true).path
        try await expectSearchSucceedsWithOneWarning(environment: ["POPCORN_DATA_DIR": below])
        #expect(try Data(contentsOf: blocker) == Data("not a directory".utf8))
    }

    @Test(
        "A read-only history in a read-only directory costs one warning, and the search still succeeds",
        .enabled(if: getuid() != 0, "root writes through file permissions"))
    func readOnlyHistory() async throws {
        try await search(["fight"])
        let manager = FileManager.default
        try manager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: historyFile.path)
        try manager.setAttributes([.posixPermissions: 0o555], ofItemAtPath: runner.dataDirectory.path)
        defer {
            try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: runner.dataDirectory.path)
            try? manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: historyFile.path)
        }
        let before = try Data(contentsOf: historyFile)
        try await expectSearchSucceedsWithOneWarning()
        #expect(try Data(contentsOf: historyFile) == before)
    }

    /// Bytes that are no SQLite database.
    static let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })

    /// Writes ``garbage`` where the history belongs.
    func damageHistory() throws {
        try FileManager.default.createDirectory(at: runner.dataDirectory, withIntermediateDirectories: true)
        try Self.garbage.write(to: historyFile)
    }

    /// Whether the history file is still exactly ``garbage`` and alone in its directory.
    func expectDamagedHistoryUntouched() throws {
        #expect(try Data(contentsOf: historyFile) == Self.garbage)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: runner.dataDirectory.path)
        #expect(siblings == ["search-history.sqlite"], "\(siblings)")
    }

    @Test("Reading a damaged history exits 74 with one line naming the file, and leaves it as it was")
    func damagedHistory() async throws {
        try damageHistory()
        for arguments in [["search", "--history"], ["search", "--history", "--json"], ["search", "--clear-history"]] {
            let failed = try await run(arguments)
            #expect(failed.status == 74, "\(failed)")
            #expect(failed.stdout.isEmpty, "\(failed)")
            #expect(failed.stderrLines.count == 1, "\(failed)")
            #expect(failed.stderrLines.first?.hasPrefix("popcorn: error: the search history ") == true, "\(failed)")
            #expect(failed.stderr.contains(historyFile.path), "\(failed)")
            #expect(failed.stderr.contains("damaged"), "\(failed)")
            try expectDamagedHistoryUntouched()
        }
    }

    @Test("A search with a damaged history costs one warning and leaves the file as it was")
    func searchWithDamagedHistory() async throws {
        try damageHistory()
        try await expectSearchSucceedsWithOneWarning()
        try expectDamagedHistoryUntouched()
    }
}
