import Foundation
import Testing

/// `popcorn sync` through the real binary: two data directories (two machines) signed in to one
/// account on a loopback TMDb converge, changes made on both sides are resolved by the rule, a
/// change made here while signed in is sent at once, a 429 is waited out, and a sync killed part
/// way resumes with nothing lost and nothing sent twice.
@Suite("Sync, end to end")
struct SyncEndToEndTests {
    let server: TMDbAccountServer
    /// Machine A signs in with the approval flow; machine B uses A's session through `TMDB_SESSION_ID`.
    let machineA: PopcornRunner
    let machineB: PopcornRunner

    init() throws {
        server = try TMDbAccountServer(approveAfterTries: 1)
        let environment = ["TMDB_API_KEY": "e2e-key", "TMDB_API_BASE_URL": server.baseURL]
        machineA = try PopcornRunner(environment: environment)
        machineB = try PopcornRunner(environment: environment)
    }

    /// Signs A in, and gives B the same session.
    func signIn() async throws -> [String: String] {
        let login = try await machineA.run(["account", "login", "--no-browser"])
        #expect(login.status == 0, "\(login)")
        return ["TMDB_SESSION_ID": try #require(server.liveSessions.first)]
    }

    /// Runs a command on `machine` that must succeed.
    @discardableResult
    func run(_ machine: PopcornRunner, _ arguments: [String], _ environment: [String: String] = [:]) async throws
        -> PopcornRun
    {
        let run = try await machine.run(arguments, environment: environment)
        #expect(run.status == 0, "\(run)")
        return run
    }

    /// The watchlist of `machine` as `kind id` words, in the order added.
    func watchlist(_ machine: PopcornRunner) async throws -> [String] {
        let run = try await self.run(machine, ["watchlist", "list", "--json", "--sort", "added", "--offline"])
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0)" }.sorted()
    }

    /// The ratings of `machine` as `kind id[ SxxEyy] value` words.
    func ratings(_ machine: PopcornRunner) async throws -> [String] {
        let run = try await self.run(machine, ["ratings", "--json", "--offline"])
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.map { rating in
            let item = rating["item"] as? [String: Any] ?? [:]
            let episode = (item["seasonNumber"] as? Int).map { " S\($0)E\(item["episodeNumber"] as? Int ?? 0)" } ?? ""
            return
                "\(item["kind"] as? String ?? "?") \(item["tmdbID"] as? Int ?? 0)\(episode) \(rating["rating"] as? Double ?? 0)"
        }.sorted()
    }

    @Test("Add on A, sync A, sync B: B has it; remove on B, sync B, sync A: gone on A; ratings likewise")
    func twoMachinesConverge() async throws {
        let b = try await signIn()
        server.addToWatchlist("tv", 1396)
        try await run(machineA, ["watchlist", "add", "movie", "550"])
        try await run(machineA, ["rate", "tv", "1396", "S01E02", "9"])
        try await run(machineA, ["sync"])
        let pulled = try await run(machineB, ["sync"], b)

        #expect(try await watchlist(machineB) == ["movie 550", "tv 1396"])
        #expect(try await ratings(machineB) == ["episode 1396 S1E2 9.0"])
        #expect(
            pulled.stdout
                == "synced with TMDb as popcorn-tester: added 2 here, 0 to TMDb; removed 0 here, 0 from TMDb; ratings: 1 here, 0 to TMDb\n",
            "\(pulled)")

        try await run(machineB, ["watchlist", "remove", "movie", "550"], b)
        try await run(machineB, ["rate", "tv", "1396", "S01E02", "--clear"], b)
        try await run(machineB, ["sync"], b)
        try await run(machineA, ["sync"])

        #expect(try await watchlist(machineA) == ["tv 1396"])
        #expect(try await ratings(machineA) == [])
        #expect(server.watchlist("movie") == [] && server.watchlist("tv") == [1396])
        #expect(server.ratings == [:])
    }

    @Test("A title changed on both sides between syncs keeps the change made here; a rating keeps the newer")
    func conflicts() async throws {
        _ = try await signIn()
        try await run(machineA, ["watchlist", "add", "movie", "550"])
        try await run(machineA, ["rate", "movie", "550", "7"])
        try await run(machineA, ["sync"])
        // Offline here (nothing sent at once), and on the website meanwhile.
        try await run(machineA, ["watchlist", "remove", "movie", "550", "--offline"])
        try await run(machineA, ["rate", "movie", "550", "8", "--offline"])
        server.rate("movie:550", 6, at: Date().addingTimeInterval(60))
        server.addToWatchlist("movie", 680)
        let dryRun = try await run(machineA, ["sync", "--dry-run"])
        let sync = try await run(machineA, ["sync"])

        #expect(
            dryRun.stdoutLines == [
                "Would change here:", "  + watchlist  movie 680  Pulp Fiction", "  rate 6  movie 550  Fight Club",
                "Would send to TMDb:", "  - watchlist  movie 550  Fight Club",
                "dry run, nothing changed: would have added 1 here, 0 to TMDb; removed 0 here, 1 from TMDb; "
                    + "ratings: 1 here, 0 to TMDb",
            ], "\(dryRun)")
        #expect(sync.status == 0)
        #expect(try await watchlist(machineA) == ["movie 680"])
        #expect(try await ratings(machineA) == ["movie 550 6.0"])
        #expect(server.watchlist("movie") == [680] && server.ratings == ["movie:550": 6])
    }

    @Test("A change made while signed in reaches TMDb at once; a 429 is waited out")
    func changesGoAtOnce() async throws {
        _ = try await signIn()
        try await run(machineA, ["sync"])
        try await run(machineA, ["watchlist", "add", "tv", "1396"])
        server.answerTooManyRequests(times: 1, retryAfter: 1)
        try await run(machineA, ["rate", "movie", "550", "8.5"])
        let status = try await run(machineA, ["account", "status", "--json"])

        #expect(server.watchlist("tv") == [1396])
        #expect(server.ratings == ["movie:550": 8.5])
        #expect(try JSONDocument.object(status.stdout)["pendingChanges"] as? Int == 0, "\(status)")
    }

    @Test("A sync killed part way resumes on the next: nothing lost, nothing sent twice")
    func killedSyncResumes() async throws {
        _ = try await signIn()
        try await run(machineA, ["watchlist", "add", "movie", "550"])  // Makes the file.
        let file = machineA.dataDirectory.appendingPathComponent("watchlist.sqlite").path
        let insert = try await machineA.runShell(
            "sqlite3 \"\(file)\" \"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120) "
                + "INSERT INTO watchlist_entry (kind, tmdbID, title, addedAt) "
                + "SELECT 'movie', 900000 + i, 'Movie ' || i, '2026-11-20 10:00:00.000' FROM n\"")
        #expect(insert.status == 0, "\(insert)")
        server.addToWatchlist("tv", 1396)

        let killed = try await machineA.runKilled(["sync"], after: 700)
        let resumed = try await run(machineA, ["sync"])
        let again = try await run(machineA, ["sync"])

        #expect(killed == nil, "the first sync ended before it was killed")
        #expect(server.watchlist("movie").sorted() == [550] + (900_001...900_120).map { $0 })
        #expect(server.watchlist("tv") == [1396])
        #expect(try await watchlist(machineA).count == 122)
        let posts = server.requests.filter { $0.method == "POST" && $0.path == "/3/account/4242/watchlist" }
        let sentTwice = Dictionary(grouping: posts, by: { $0.bodyValue("media_id") ?? "" }).filter {
            $0.value.count > 1
        }
        #expect(sentTwice.isEmpty, "sent twice: \(sentTwice.keys.sorted())")
        #expect(
            again.stdout.hasSuffix(
                "added 0 here, 0 to TMDb; removed 0 here, 0 from TMDb; ratings: 0 here, 0 to TMDb\n"), "\(again)")
        _ = resumed
    }
}
