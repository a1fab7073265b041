import Foundation
import Testing

/// `popcorn trending` against live-TMDb semantics, served by a loopback server in TMDb's documented
/// trending shape: which endpoint each kind and window asks, what goes on the wire, the cache.
@Suite("Trending against live TMDb over loopback, end to end")
struct TrendingLiveEndToEndTests {
    static let apiKey = "k3y-TRENDING-NEVER-LEAKS-8642"

    /// Answers every trending list, whatever the window and page, and the titles they name.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case "/3/configuration": .json(TMDbFixtures.configuration)
        case "/3/trending/all/day", "/3/trending/all/week": .json(TMDbTrendingFixtures.allDay)
        case "/3/trending/movie/day", "/3/trending/movie/week": .json(TMDbTrendingFixtures.movies)
        case "/3/trending/tv/day", "/3/trending/tv/week": .json(TMDbTrendingFixtures.series)
        case "/3/trending/person/day", "/3/trending/person/week": .json(TMDbTrendingFixtures.people)
        case "/3/movie/4242": .json(TMDbFixtures.movieDetails)
        default: .notFound
        }
    }

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    /// Runs popcorn against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The requests for `path` (e.g. `/3/trending/all/day`) the server received.
    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    /// The paths of the trending requests the server received, oldest first.
    var trendingPaths: [String] {
        server.requests.map(\.path).filter { $0.hasPrefix("/3/trending/") }
    }

    @Test("popcorn trending asks /trending/all/day with the language and page 1, and lists each row with its kind")
    func allDay() async throws {
        let run = try await run(["trending"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdoutLines.first == "Trending today: movies, series and people — page 1 of 3 (60 results)", "\(run)")
        let rows = run.stdoutLines.filter { $0.range(of: #"  popcorn \w+ \d+$"#, options: .regularExpression) != nil }
        #expect(
            rows.map { $0.split(separator: " ").first.map(String.init) } == ["tv", "movie", "person"], "\(run)")
        #expect(
            rows[0].contains("The Loopback Hour") && rows[0].contains("2019") && rows[0].hasSuffix("popcorn tv 1396"))
        #expect(rows[1].contains("The Loopback") && rows[1].contains("2001") && rows[1].hasSuffix("popcorn movie 4242"))
        #expect(rows[2].contains("Ada Socket") && rows[2].hasSuffix("popcorn person 287"))
        #expect(run.stdoutLines.contains("Next page: popcorn trending --page 2"), "\(run)")
        #expect(!run.stdout.contains("Podcast") && !run.stdout.contains("31337"), "the unknown kind is skipped: \(run)")

        let request = try #require(requests("/3/trending/all/day").first, "\(server.requests.map(\.path))")
        #expect(request.query["language"] == "en-US" && request.query["page"] == "1", "\(request)")
        #expect(request.query["api_key"] == Self.apiKey, "\(request)")
        #expect(trendingPaths == ["/3/trending/all/day"], "\(server.requests.map(\.path))")
    }

    @Test(
        "Each kind and window asks its own trending path, with the page and language given",
        arguments: [
            (["tv", "--week"], "/3/trending/tv/week", "Trending this week: series"),
            (["movie"], "/3/trending/movie/day", "Trending today: movies"),
            (["person", "--week"], "/3/trending/person/week", "Trending this week: people"),
            (["all", "--week"], "/3/trending/all/week", "Trending this week: movies, series and people"),
        ])
    func kindAndWindow(arguments: [String], path: String, heading: String) async throws {
        let run = try await run(["trending"] + arguments + ["--page", "2", "--language", "fr-FR"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix(heading + " — ") == true, "\(run)")
        #expect(trendingPaths == [path], "\(server.requests.map(\.path))")
        let request = try #require(requests(path).first)
        #expect(request.query["page"] == "2" && request.query["language"] == "fr-FR", "\(request)")
    }

    @Test("--json is the list document, each result with its kind, the unknown kind left out and the totals kept")
    func json() async throws {
        let run = try await run(["trending", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(object["page"] as? Int == 1)
        #expect(object["totalPages"] as? Int == 3)
        #expect(object["totalResults"] as? Int == 60)
        let results = try #require(object["results"] as? [[String: Any]], "\(run)")
        #expect(results.map { $0["kind"] as? String } == ["tv", "movie", "person"], "\(run)")
        #expect(results.map { $0["id"] as? Int } == [1396, 4242, 287], "\(run)")
        #expect(results[1]["title"] as? String == "The Loopback", "\(run)")
        #expect(results[0]["name"] as? String == "The Loopback Hour", "\(run)")
    }

    @Test("A second run within the hour is answered from the cache; --refresh asks TMDb again")
    func cached() async throws {
        #expect(try await run(["trending", "tv", "--week"]).status == 0)
        let second = try await run(["trending", "tv", "--week", "--json"])
        #expect(second.status == 0, "\(second)")
        #expect(JSONDocument.resultIDs(try JSONDocument.object(second.stdout)) == [1396], "\(second)")
        #expect(requests("/3/trending/tv/week").count == 1, "\(server.requests.map(\.path))")

        let offline = try await run(["trending", "tv", "--week", "--offline"])
        #expect(offline.status == 0, "\(offline)")
        #expect(requests("/3/trending/tv/week").count == 1, "\(server.requests.map(\.path))")

        let refreshed = try await run(["trending", "tv", "--week", "--refresh"])
        #expect(refreshed.status == 0, "\(refreshed)")
        #expect(requests("/3/trending/tv/week").count == 2, "\(server.requests.map(\.path))")
        #expect(requests("/3/trending/tv/day").isEmpty, "another window is another list")
    }

    @Test("--debug shows the request and the cache decision, with the key")
    func debug() async throws {
        let run = try await run(["trending", "person", "--debug"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("GET /trending/person/day"), "\(run)")
        #expect(run.stderr.contains("trending:person:day:page:1"), "\(run)")
    }

    @Test("--offline with nothing cached exits 69 in one line, without asking TMDb")
    func offlineMiss() async throws {
        let run = try await run(["trending", "--offline"])
        #expect(run.status == 69, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderrLines[0].hasPrefix("popcorn: error: "), "\(run)")
        #expect(run.stderr.contains("not in the cache"), "\(run)")
        #expect(trendingPaths.isEmpty, "\(server.requests.map(\.path))")
    }

    @Test("A listed command opens its title through the same server")
    func listedCommandOpens() async throws {
        let list = try await run(["trending", "movie"])
        let command = try #require(list.stdoutLines.first { $0.hasSuffix("popcorn movie 4242") }, "\(list)")
        #expect(command.contains("The Loopback"))
        let movie = try await run(["movie", "4242"])
        #expect(movie.status == 0, "\(movie)")
        #expect(movie.stdoutLines.first == "The Loopback (2001)", "\(movie)")
    }
}
