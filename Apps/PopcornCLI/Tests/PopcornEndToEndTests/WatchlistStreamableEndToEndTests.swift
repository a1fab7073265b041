import Foundation
import Testing

/// `popcorn watchlist --streamable [--provider NAME]` through the real binary: a watchlist imported
/// with its titles (so making it asks TMDb nothing), then where each title streams asked of a
/// loopback TMDb, one request a title (its details with only `watch/providers` appended) and none
/// on the next run; a title TMDb no longer has left out with a warning, a refused key stopping the
/// list, and the offline catalog, which holds no offers, saying so in one note.
@Suite("Streamable watchlist over loopback TMDb, end to end")
struct WatchlistStreamableEndToEndTests {
    static let apiKey = "k3y-STREAMABLE-NEVER-LEAKS-2727"

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: TMDbWatchlistStreamingFixtures.router)
    }

    /// Imports the fixtures' watchlist on the offline catalog: nothing reaches the server.
    func importWatchlist(gone: Bool = false) async throws {
        let file = runner.userDirectory.appendingPathComponent("watchlist.csv")
        try TMDbWatchlistStreamingFixtures.watchlistCSV(gone: gone).write(to: file, atomically: true, encoding: .utf8)
        let imported = try await runner.run(["watchlist", "import", file.path, "--source", "catalog"])
        #expect(imported.status == 0, "\(imported)")
    }

    /// Runs popcorn against `server` with an API key, which no output may show.
    func run(_ arguments: [String], server: LoopbackTMDbServer? = nil) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": (server ?? self.server).baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The details of `path` with only `watch/providers` appended: what one title costs.
    static func offers(_ path: String) -> TMDbCall {
        TMDbCall(path, ["append_to_response": "watch/providers"])
    }

    @Test("A cold run asks each title's details with its offers once, and lists those streaming with their services")
    func coldRun() async throws {
        try await importWatchlist()
        #expect(server.requests.isEmpty)

        let run = try await run(["watchlist", "--streamable"])

        server.expectCalls(
            [
                TMDbCall("/configuration"), Self.offers("/movie/550"), Self.offers("/movie/603"),
                Self.offers("/tv/1396"), Self.offers("/movie/13"),
            ], keeping: ["append_to_response"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdoutLines == [
                "Streamable in US now: 3 of 4 titles",
                "",
                "  tv     Breaking Bad (2008)  8.9  added 2026-03-10  popcorn tv 1396",
                "         Stream: Netflix, AMC+",
                "  movie  The Matrix (1999)    8.2  added 2026-02-01  popcorn movie 603",
                "         Free: Pluto TV · With ads: Tubi TV",
                "  movie  Fight Club (1999)    8.4  added 2026-01-05  popcorn movie 550",
                "         Stream: Netflix, Hulu",
                "         the first rule",
                "",
                "Services from JustWatch, through TMDb; other regions: --region XX.",
                "Every offer of one: popcorn <movie|tv> watch <id>",
            ], "\(run)")
    }

    @Test("A second run asks nothing, as JSON lists each entry with its services, and another region reads the cache")
    func cachedRuns() async throws {
        try await importWatchlist()
        #expect(try await run(["watchlist", "--streamable"]).status == 0)
        let mark = server.requests.count

        let json = try await run(["watchlist", "--streamable", "--json"])
        let britain = try await run(["watchlist", "list", "--streamable", "--region", "GB"])

        server.expectCalls([], since: mark, keeping: ["append_to_response"])
        #expect(json.status == 0, "\(json)")
        let document = try JSONDocument.object(json.stdout)
        #expect(
            Set(document.keys) == [
                "region", "providers", "watchlistCount", "page", "totalPages", "totalResults", "results",
            ])
        #expect(document["region"] as? String == "US" && document["watchlistCount"] as? Int == 4)
        #expect(document["totalResults"] as? Int == 3)
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["id"] as? Int } == [1396, 603, 550])
        #expect(results.map { $0["kind"] as? String } == ["tv", "movie", "movie"])
        let services = try #require(results.first?["services"] as? [[String: Any]])
        #expect(services.map { $0["name"] as? String } == ["Netflix", "AMC+"])
        #expect(services.map { $0["id"] as? Int } == [8, 526])
        #expect(services.map { $0["offer"] as? String } == ["flatrate", "flatrate"])
        let matrix = try #require(results[1]["services"] as? [[String: Any]])
        #expect(matrix.map { $0["offer"] as? String } == ["free", "ads"])
        #expect(britain.status == 0, "\(britain)")
        #expect(britain.stdoutLines.first == "Streamable in GB now: 1 of 4 titles", "\(britain)")
        #expect(britain.stdoutLines.contains("         Stream: Netflix"), "\(britain)")
        #expect(!britain.stdout.contains("popcorn tv 1396"), "\(britain)")
    }

    @Test("--provider keeps the titles on a service by name in any case or by id; a service none is on says so")
    func provider() async throws {
        try await importWatchlist()
        #expect(try await run(["watchlist", "--streamable"]).status == 0)
        let mark = server.requests.count

        let netflix = try await run(["watchlist", "--streamable", "--provider", "netflix"])
        let tubi = try await run(["watchlist", "--streamable", "--provider", "73"])
        let either = try await run(["watchlist", "--streamable", "--provider", "Hulu", "--provider", "Tubi TV"])
        let movies = try await run(["watchlist", "--streamable", "--kind", "movie", "--provider", "NETFLIX"])
        let mubi = try await run(["watchlist", "--streamable", "--provider", "Mubi"])

        server.expectCalls([], since: mark, keeping: ["append_to_response"])
        #expect(netflix.stdoutLines.first == "Streamable on Netflix in US now: 2 of 4 titles", "\(netflix)")
        #expect(netflix.stdout.contains("popcorn tv 1396") && netflix.stdout.contains("popcorn movie 550"))
        #expect(!netflix.stdout.contains("popcorn movie 603"), "\(netflix)")
        #expect(tubi.stdoutLines.first == "Streamable on Tubi TV in US now: 1 of 4 titles", "\(tubi)")
        #expect(either.stdoutLines.first == "Streamable on Hulu or Tubi TV in US now: 2 of 4 titles", "\(either)")
        #expect(movies.stdoutLines.first == "Streamable on Netflix in US now: 1 of 3 movies", "\(movies)")
        #expect(mubi.status == 0, "\(mubi)")
        #expect(
            mubi.stderrLines == [
                "popcorn: note: no title on your watchlist streams on \"Mubi\" in US; 'popcorn providers movie "
                    + "--region US' lists the services by name and id"
            ], "\(mubi)")
        #expect(mubi.stdout == "None of your 4 titles stream on Mubi in US now.\n", "\(mubi)")
    }

    @Test("--provider without --streamable is a usage error naming --streamable, and asks nothing")
    func providerAlone() async throws {
        try await importWatchlist()

        let run = try await run(["watchlist", "--provider", "Netflix"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("--provider goes with --streamable"), "\(run)")
        #expect(run.stdout.isEmpty)
        for bad in [" ", "0", "99999999999999999999"] {
            let refused = try await self.run(["watchlist", "--streamable", "--provider", bad])
            #expect(refused.status == 64 && refused.stderrLines.count == 1, "\(refused)")
            #expect(refused.stderr.contains("--provider: a streaming service"), "\(refused)")
        }
        #expect(server.requests.isEmpty)
    }

    @Test("A title TMDb no longer has is left out with one warning; the others are listed")
    func goneTitle() async throws {
        try await importWatchlist(gone: true)

        let run = try await run(["watchlist", "--streamable"])

        server.expectCalls(
            [
                TMDbCall("/configuration"), Self.offers("/movie/550"), Self.offers("/movie/603"),
                Self.offers("/tv/1396"), Self.offers("/movie/13"), Self.offers("/movie/4242"),
            ], keeping: ["append_to_response"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Streamable in US now: 3 of 5 titles", "\(run)")
        #expect(
            run.stderrLines == ["popcorn: warning: The Loopback (movie 4242) is left out: TMDb no longer has it"],
            "\(run)")
    }

    @Test("A refused key stops the list with the usual one-line error and exit 77, writing nothing and asking no more")
    func refused() async throws {
        try await importWatchlist(gone: true)
        let refusing = try LoopbackTMDbServer { _ in StubResponse(status: 401, body: TMDbFixtures.invalidKey) }

        let run = try await run(["watchlist", "--streamable"], server: refusing)

        #expect(run.status == 77, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: TMDb refused the credentials"), "\(run)"
        )
        let titles = refusing.requests.filter { !$0.path.hasSuffix("/configuration") }
        #expect(titles.count <= 4, "four titles at a time, none started after the refusal: \(titles)")
    }

    @Test("On the offline catalog, which holds no offers, the list says so in one line (66) rather than list none")
    func catalog() async throws {
        try await importWatchlist()

        let run = try await runner.run(["watchlist", "--streamable", "--source", "catalog"])

        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "popcorn: error: the streaming offers of your watchlist are not in the offline catalog; "
                    + "set TMDB_API_KEY to use live TMDb"
            ], "\(run)")
    }
}
