import Foundation
import Testing

/// `popcorn search` and titles as `<ref>` against live-TMDb semantics, served by a loopback
/// server in TMDb's documented search shapes: which endpoint each search asks, what goes on
/// the wire, and how titles resolve.
@Suite("Search against live TMDb over loopback, end to end")
struct SearchLiveEndToEndTests {
    static let apiKey = "k3y-SEARCH-NEVER-LEAKS-4321"

    /// Answers every search and the movies, series and people the search fixtures name.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        let query = request.query["query"] ?? ""
        switch (request.path, query.lowercased()) {
        case ("/3/configuration", _): return .json(TMDbFixtures.configuration)
        case ("/3/search/multi", "loopback"): return .json(TMDbSearchFixtures.multiSearchPage)
        case ("/3/search/movie", "loopback"): return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.loopbackMovie]))
        case ("/3/search/tv", "loopback"): return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.loopbackSeries]))
        case ("/3/search/person", "loopback"), ("/3/search/person", "ada socket"):
            return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.adaSocket]))
        case ("/3/search/movie", "amelie"), ("/3/search/movie", "amélie"):
            return .json(TMDbSearchFixtures.amelieSearchPage)
        case ("/3/search/movie", "twin signals"): return .json(TMDbSearchFixtures.twinSignalsPage)
        case ("/3/search/movie", "the loopback"):
            return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.loopbackMovie]))
        case ("/3/search/tv", "the loopback hour"):
            return .json(TMDbSearchFixtures.page([TMDbSearchFixtures.loopbackSeries]))
        case ("/3/search/multi", _), ("/3/search/movie", _), ("/3/search/tv", _), ("/3/search/person", _):
            return .json(TMDbSearchFixtures.emptyPage)
        case ("/3/movie/194", _):
            return .json(
                AppendedTMDbBody.body(
                    TMDbSearchFixtures.amelieDetails, parts: ["credits": TMDbSearchFixtures.emptyCredits(id: 194)],
                    for: request))
        case ("/3/movie/194/credits", _): return .json(TMDbSearchFixtures.emptyCredits(id: 194))
        case ("/3/movie/5102", _):
            return .json(
                AppendedTMDbBody.body(
                    TMDbSearchFixtures.twinSignals2019Details,
                    parts: ["credits": TMDbSearchFixtures.emptyCredits(id: 5102)], for: request))
        case ("/3/movie/5102/credits", _): return .json(TMDbSearchFixtures.emptyCredits(id: 5102))
        case ("/3/movie/4242", _):
            return .json(
                AppendedTMDbBody.body(
                    TMDbFixtures.movieDetails, parts: ["credits": TMDbFixtures.movieCredits], for: request))
        case ("/3/movie/4242/credits", _): return .json(TMDbFixtures.movieCredits)
        case ("/3/tv/1396", _):
            return .json(
                AppendedTMDbBody.body(TMDbTVFixtures.seriesDetails, parts: TMDbTVScreenFixtures.parts, for: request))
        case ("/3/person/287", _): return .json(TMDbPeopleFixtures.personDetails)
        case ("/3/person/287/combined_credits", _): return .json(TMDbPeopleFixtures.combinedCredits)
        default: return .notFound
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

    /// The requests for `path` (e.g. `/3/search/movie`) the server received.
    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    // MARK: popcorn search

    @Test("A multi-search page lists the movie, the series and the person, and skips the collection")
    func multiSearch() async throws {
        let run = try await run(["search", "loopback"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdoutLines.first?.hasPrefix(#"Movies, series and people matching "loopback" — page 1 of 1"#) == true)
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  movie ") && $0.contains("The Loopback ") && $0.contains("2001")
                    && $0.hasSuffix("popcorn movie 4242")
            }, "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  tv ") && $0.contains("The Loopback Hour") && $0.hasSuffix("popcorn tv 1396")
            }, "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  person ") && $0.contains("Ada Socket") && $0.hasSuffix("popcorn person 287")
            }, "\(run)")
        #expect(!run.stdout.contains("Collection") && !run.stdout.contains("777"), "\(run)")
        let request = try #require(requests("/3/search/multi").first, "\(server.requests.map(\.path))")
        #expect(request.query["query"] == "loopback" && request.query["page"] == "1", "\(request)")
        #expect(request.query["language"] == "en-US" && request.query["api_key"] == Self.apiKey, "\(request)")

        let json = try await self.run(["search", "loopback", "--json"])
        #expect(json.status == 0, "\(json)")
        let results = try #require(try JSONDocument.object(json.stdout)["results"] as? [[String: Any]], "\(json)")
        #expect(results.map { $0["kind"] as? String } == ["movie", "tv", "person"], "\(json)")
        #expect(results.map { $0["id"] as? Int } == [4242, 1396, 287], "\(json)")
        let knownFor = try #require(results[2]["knownFor"] as? [[String: Any]], "\(json)")
        #expect(knownFor.map { $0["id"] as? Int } == [4242], "\(json)")
        #expect(knownFor.first?["kind"] as? String == "movie", "\(json)")
    }

    @Test(
        "--kind asks the kind's own search endpoint",
        arguments: [
            ("movie", "/3/search/movie", "popcorn movie 4242"), ("tv", "/3/search/tv", "popcorn tv 1396"),
            ("person", "/3/search/person", "popcorn person 287"),
        ])
    func kindEndpoint(kind: String, path: String, command: String) async throws {
        let run = try await run(["search", "--kind", kind, "loopback"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("  \(kind)  ") && $0.hasSuffix(command) }, "\(run)")
        #expect(requests(path).count == 1, "\(server.requests.map(\.path))")
        #expect(requests("/3/search/multi").isEmpty, "\(server.requests.map(\.path))")
    }

    @Test("A second identical search is answered from the cache")
    func searchIsCached() async throws {
        #expect(try await run(["search", "loopback"]).status == 0)
        let second = try await run(["search", "loopback", "--json"])
        #expect(second.status == 0, "\(second)")
        #expect(requests("/3/search/multi").count == 1, "\(server.requests.map(\.path))")
    }

    @Test(
        "Queries go on the wire as percent-encoded UTF-8",
        arguments: [
            ("기생충", "query=%EA%B8%B0%EC%83%9D%EC%B6%A9"), ("Amélie", "query=Am%C3%A9lie"),
            ("R&B: 100% +1", "query=R%26B%3A%20100%25%20%2B1"),
        ])
    func queryEncoding(query: String, encoded: String) async throws {
        let run = try await run(["search", query])
        #expect(run.status == 0, "\(run)")
        let request = try #require(requests("/3/search/multi").first, "\(server.requests.map(\.path))")
        #expect(request.rawQuery.hasPrefix(encoded + "&"), "\(request.rawQuery)")
        #expect(request.query["query"] == query, "\(request)")
    }

    // MARK: Titles as references

    @Test("amelie opens Amélie, matched on her title without the accent, not the more popular Amelia")
    func titleFoldsDiacritics() async throws {
        let run = try await run(["movie", "amelie"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Amélie (2001)", "\(run)")
        #expect(run.stdout.contains("Served over loopback."), "\(run)")
        #expect(requests("/3/movie/\(TMDbSearchFixtures.amelieID)").count == 1, "\(server.requests.map(\.path))")
        #expect(requests("/3/movie/4196").isEmpty)
        #expect(requests("/3/search/multi").isEmpty)
    }

    @Test("An accented title is sent as percent-encoded UTF-8 to the movie search")
    func accentedTitleOnTheWire() async throws {
        let run = try await run(["movie", "Amélie", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(try JSONDocument.object(run.stdout)["id"] as? Int == TMDbSearchFixtures.amelieID, "\(run)")
        let request = try #require(requests("/3/search/movie").first, "\(server.requests.map(\.path))")
        #expect(request.rawQuery.hasPrefix("query=Am%C3%A9lie&"), "\(request.rawQuery)")
        #expect(request.query["year"] == nil, "\(request)")
    }

    @Test("A title in a non-Latin script is sent as percent-encoded UTF-8")
    func nonLatinTitleOnTheWire() async throws {
        let run = try await run(["movie", "千と千尋の神隠し"])
        #expect(run.status == 66, "\(run)")
        let request = try #require(requests("/3/search/movie").first, "\(server.requests.map(\.path))")
        let encoded = "千と千尋の神隠し".utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        #expect(request.rawQuery.hasPrefix("query=\(encoded)&"), "\(request.rawQuery)")
        #expect(request.query["query"] == "千と千尋の神隠し", "\(request)")
    }

    @Test("A trailing (1999) is sent as year=1999 with the title alone")
    func trailingYearOnTheWire() async throws {
        let run = try await run(["movie", "fight club (1999)"])
        #expect(run.status == 66, "\(run)")
        let request = try #require(requests("/3/search/movie").first, "\(server.requests.map(\.path))")
        #expect(request.query["query"] == "fight club", "\(request)")
        #expect(request.query["year"] == "1999", "\(request)")
        #expect(request.rawQuery.hasPrefix("query=fight%20club&year=1999&"), "\(request.rawQuery)")
    }

    @Test("--year on a series title is sent as first_air_date_year, and the title opens the series")
    func seriesYearOnTheWire() async throws {
        let run = try await run(["tv", "the loopback hour", "--year", "2019"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "The Loopback Hour (2019–2021)", "\(run)")
        let request = try #require(requests("/3/search/tv").first, "\(server.requests.map(\.path))")
        #expect(request.query["first_air_date_year"] == "2019", "\(request)")
    }

    @Test("Titles open the movie's credits, the series' season and the person")
    func subcommandTitles() async throws {
        let credits = try await run(["movie", "credits", "the", "loopback"])
        #expect(credits.status == 0, "\(credits)")
        #expect(credits.stdoutLines.contains { $0.contains("Ada Socket") && $0.contains("The Engineer") }, "\(credits)")

        let season = try await run(["tv", "season", "the loopback hour", "1"])
        #expect(season.status == 0, "\(season)")
        #expect(
            requests("/3/tv/1396").contains { $0.query["append_to_response"] == "season/1" },
            "\(server.requests.map(\.path))")

        let person = try await run(["person", "ada", "socket"])
        #expect(person.status == 0, "\(person)")
        #expect(person.stdoutLines.first == "Ada Socket", "\(person)")
        #expect(requests("/3/search/person").first?.query["query"] == "ada socket")
    }

    @Test("Two equally popular exact matches exit 64 with both candidates and a hint to add the year")
    func equallyPopularMatches() async throws {
        let run = try await run(["movie", "twin signals"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        let lines = run.stderrLines
        #expect(lines.count == 3, "\(run)")
        #expect(lines.first?.hasPrefix(#"popcorn: error: "twin signals" matches 2 movies; open one by its id"#) == true)
        #expect(
            lines.first?.hasSuffix(" (or add the year: popcorn movie 'twin signals (2003)'):") == true, "\(run)")
        #expect(lines.dropFirst().first?.hasSuffix("2003  popcorn movie 5101") == true, "\(run)")
        #expect(lines.dropFirst().last?.hasSuffix("2019  popcorn movie 5102") == true, "\(run)")
        #expect(!server.requests.contains { $0.path.hasPrefix("/3/movie/") }, "\(server.requests.map(\.path))")
    }

    @Test("The year picks one of two titles of the same name")
    func yearPicksAmongSameNames() async throws {
        let run = try await run(["movie", "twin signals (2019)"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Twin Signals (2019)", "\(run)")
        #expect(requests("/3/movie/5102").count == 1, "\(server.requests.map(\.path))")
    }

    @Test("A title TMDb finds nothing for exits 66 with one line")
    func emptyResults() async throws {
        let run = try await run(["movie", "nothing", "like", "it"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix(#"popcorn: error: no movie matches "nothing like it";"#) == true)
        #expect(!run.stderr.contains("offline catalog"), "\(run)")
        #expect(run.stderr.contains("search every kind: popcorn search nothing like it\n"), "\(run)")
    }

    @Test("An id opens the movie without any search")
    func idSkipsSearch() async throws {
        let run = try await run(["movie", "4242"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "The Loopback (2001)", "\(run)")
        #expect(!server.requests.contains { $0.path.hasPrefix("/3/search/") }, "\(server.requests.map(\.path))")
    }
}
