import Foundation
import Testing

/// Keywords and streaming services over a loopback TMDb: `discover --keyword` (a name searched with
/// `/search/keyword`, then cached, or an id), `discover --provider` and `--monetization` (names read
/// among the region's services from `/watch/providers/{movie|tv}`), `popcorn providers movie|tv`, and
/// bad values refused in one line: exactly which paths and query items are asked.
@Suite("Keywords and streaming services against live TMDb over loopback, end to end")
struct DiscoverStreamingEndToEndTests {
    static let apiKey = "k3y-STREAMING-NEVER-LEAKS-0825"

    /// The keyword searches and services of the fixtures, and one page for every discovery.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch (request.path, (request.query["query"] ?? "").lowercased()) {
        case ("/3/configuration", _): .json(TMDbFixtures.configuration)
        case ("/3/discover/movie", _): .json(TMDbDiscoverFixtures.moviePage)
        case ("/3/discover/tv", _): .json(TMDbDiscoverFixtures.seriesPage)
        case ("/3/search/keyword", "heist"): .json(TMDbStreamingFixtures.heistKeywords)
        case ("/3/search/keyword", "heistz"): .json(TMDbStreamingFixtures.heistzKeywords)
        case ("/3/search/keyword", _): .json(TMDbStreamingFixtures.noKeywords)
        case ("/3/watch/providers/movie", _): .json(TMDbStreamingFixtures.movieProviders)
        case ("/3/watch/providers/tv", _): .json(TMDbStreamingFixtures.seriesProviders)
        default: .notFound
        }
    }

    /// The query items these commands' requests are told apart by.
    static let keeping: Set<String> = [
        "language", "query", "page", "with_keywords", "with_watch_providers", "watch_region",
        "with_watch_monetization_types",
    ]

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.tmdb)
    }

    /// Runs `popcorn arguments...` against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The query of the last request for `path`, without the credentials.
    func lastQuery(_ path: String) throws -> [String: String] {
        let request = try #require(server.requests.last { $0.path == path }, "\(server.requests.map(\.path))")
        return request.query.filter { $0.key != "api_key" }
    }

    @Test("A keyword's name is searched once, the exact one (any case) taken; with an id, both go in with_keywords")
    func keywordByNameAndID() async throws {
        let first = try await self.run(["discover", "movie", "--keyword", "heist", "--keyword", "825"])

        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.isEmpty, "\(first)")
        let mark = server.expectCalls(
            [
                TMDbCall("/search/keyword", ["query": "heist", "page": "1"]),
                TMDbCall("/discover/movie", ["language": "en-US", "page": "1", "with_keywords": "825,10051"]),
                TMDbCall("/configuration"),
            ], keeping: Self.keeping, "discover --keyword heist --keyword 825:")
        #expect(
            try lastQuery("/3/discover/movie") == [
                "with_keywords": "825,10051", "sort_by": "popularity.desc", "include_adult": "false", "page": "1",
                "language": "en-US",
            ])
        #expect(first.stdoutLines.first?.hasPrefix("Movies (keywords heist and 825), most popular first") == true)
        #expect(
            first.stdoutLines.contains("Next page: popcorn discover movie --keyword heist --keyword 825 --page 2"),
            "\(first)")

        let again = try await self.run(["discover", "movie", "--keyword", "HEIST"])

        #expect(again.status == 0, "\(again)")
        server.expectCalls(
            [TMDbCall("/discover/movie", ["language": "en-US", "page": "1", "with_keywords": "10051"])],
            since: mark, keeping: Self.keeping, "the keyword search again, in another case:")
    }

    @Test("A keyword id asks no search; series take keywords too")
    func keywordIDOnSeries() async throws {
        let run = try await self.run(["discover", "tv", "--keyword", "825"])

        #expect(run.status == 0, "\(run)")
        server.expectCalls(
            [
                TMDbCall("/discover/tv", ["language": "en-US", "page": "1", "with_keywords": "825"]),
                TMDbCall("/configuration"),
            ], keeping: Self.keeping, "discover tv --keyword 825:")
    }

    @Test(
        "Services by name are read among the region's, then sent pipe-joined with the region and the ways of watching")
    func providersByNameAndID() async throws {
        let run = try await self.run([
            "discover", "movie", "--provider", "netflix", "--provider", "337", "--monetization", "rent",
            "--monetization", "FLATRATE", "--region", "gb",
        ])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        server.expectCalls(
            [
                TMDbCall("/watch/providers/movie", ["language": "en-US", "watch_region": "GB"]),
                TMDbCall(
                    "/discover/movie",
                    [
                        "language": "en-US", "page": "1", "with_watch_providers": "8|337", "watch_region": "GB",
                        "with_watch_monetization_types": "flatrate|rent",
                    ]),
                TMDbCall("/configuration"),
            ], keeping: Self.keeping, "discover --provider netflix --provider 337:")
        #expect(
            try lastQuery("/3/discover/movie") == [
                "with_watch_providers": "8|337", "watch_region": "GB", "with_watch_monetization_types": "flatrate|rent",
                "sort_by": "popularity.desc", "include_adult": "false", "page": "1", "language": "en-US",
            ])
        #expect(
            run.stdoutLines.prefix(2).joined(separator: " ").hasPrefix(
                "Movies (on netflix or service 337 by subscription or to rent in GB), most popular first"),
            "\(run)")
        #expect(
            run.stdoutLines.contains(
                "Next page: popcorn discover movie --provider netflix --provider 337 --monetization rent "
                    + "--monetization FLATRATE --region GB --page 2"), "\(run)")
    }

    @Test("Services by id alone ask for no list; --monetization alone is sent with the reader's region")
    func providersByIDAndMonetizationAlone() async throws {
        let byID = try await self.run(["discover", "tv", "--provider", "7002", "--region", "US"])
        #expect(byID.status == 0, "\(byID)")
        let mark = server.expectCalls(
            [
                TMDbCall(
                    "/discover/tv",
                    ["language": "en-US", "page": "1", "with_watch_providers": "7002", "watch_region": "US"]),
                TMDbCall("/configuration"),
            ], keeping: Self.keeping, "discover tv --provider 7002:")

        let free = try await self.run(["discover", "movie", "--monetization", "free"])
        #expect(free.status == 0, "\(free)")
        server.expectCalls(
            [
                TMDbCall(
                    "/discover/movie",
                    ["language": "en-US", "page": "1", "watch_region": "US", "with_watch_monetization_types": "free"])
            ], since: mark, keeping: Self.keeping, "discover movie --monetization free:")
    }

    @Test("providers movie --region GB lists the region's services in its order, with their ids, from one request")
    func providersMovie() async throws {
        let run = try await self.run(["providers", "movie", "--region", "GB"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdout == """
                Movie streaming services in GB (4)

                   337  Disney Plus
                     8  Netflix
                   175  Netflix Kids
                  9001  Loopback Cinema

                Services from JustWatch, through TMDb; other regions: --region XX.
                Discover what one offers: popcorn discover movie --provider 337 --region GB

                """)
        let mark = server.expectCalls(
            [
                TMDbCall("/watch/providers/movie", ["language": "en-US", "watch_region": "GB"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "providers movie --region GB:")

        let again = try await self.run(["providers", "movie", "--region", "gb"])
        #expect(again.stdout == run.stdout, "\(again)")
        server.expectCalls([], since: mark, keeping: Self.keeping, "providers movie again:")
    }

    @Test("providers tv --json is one document: the kind, the reader's region and its services in order")
    func providersSeriesJSON() async throws {
        let run = try await self.run(["providers", "tv", "--json"])

        #expect(run.status == 0, "\(run)")
        let document = try JSONDocument.object(run.stdout)
        #expect(document["mediaType"] as? String == "tv")
        #expect(document["region"] as? String == "US")
        let providers = try #require(document["providers"] as? [[String: Any]])
        #expect(providers.compactMap { $0["id"] as? Int } == [7002, 7001])
        #expect(providers.compactMap { $0["name"] as? String } == ["Socket TV", "Host Plus"])
        server.expectCalls(
            [
                TMDbCall("/watch/providers/tv", ["language": "en-US", "watch_region": "US"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "providers tv --json:")
    }

    @Test(
        "A keyword or service named wrong, or a bad way of watching, exits 64 in one line naming its flag",
        arguments: [
            (
                ["discover", "movie", "--keyword", "heistz"],
                #"popcorn: error: --keyword: no keyword is called "heistz"; the closest TMDb has are "heist", "art heist""#
            ),
            (
                ["discover", "movie", "--keyword", "qqqq"],
                #"popcorn: error: --keyword: no keyword is called "qqqq"; TMDb has none like it"#
            ),
            (
                ["discover", "movie", "--provider", "netflx", "--region", "GB"],
                #"popcorn: error: --provider: no movie streaming service in GB is called "netflx"; try Disney Plus"#
            ),
            (
                ["discover", "tv", "--monetization", "stream"],
                #"popcorn: error: --monetization: a way of watching is flatrate, free, ads, rent or buy, not "stream""#
            ),
            (["discover", "movie", "--keyword", "0"], "popcorn: error: --keyword: a keyword id is a number above 0"),
        ])
    func badValues(arguments: [String], prefix: String) async throws {
        let run = try await run(arguments)

        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix(prefix), "\(run)")
        #expect(server.requests.allSatisfy { !$0.path.hasPrefix("/3/discover/") }, "\(server.requests.map(\.path))")
    }
}
