import Foundation
import Testing

/// `popcorn movie reviews` and `popcorn tv reviews` over a loopback TMDb answering the reviews in
/// TMDb's documented shape (and the titles from the catalog's files): exactly which paths and query
/// items are asked, the screen read whole, a long review cut with its address, `--page`, `--json`,
/// a title without reviews, a page past the last, and the demo catalog, which holds no reviews.
@Suite("Reviews, end to end")
struct ReviewsEndToEndTests {
    static let apiKey = "k3y-REVIEWS-NEVER-LEAK-0550"

    /// The reviews pages of the fixtures; anything else from the catalog's files.
    static let route: LoopbackTMDbServer.Router = { request in
        switch (request.path, request.query["page"]) {
        case ("/3/movie/550/reviews", "1"): .json(TMDbReviewFixtures.movie550Page1)
        case ("/3/movie/550/reviews", "2"): .json(TMDbReviewFixtures.movie550Page2)
        case ("/3/movie/550/reviews", "3"): .json(TMDbReviewFixtures.movie550Page3)
        case ("/3/movie/807/reviews", "1"): .json(TMDbReviewFixtures.movie807)
        case ("/3/tv/1396/reviews", "1"): .json(TMDbReviewFixtures.tv1396)
        case (let path, _) where path.hasSuffix("/reviews"): .notFound
        default: CatalogFilesTMDbRouter.answer(request)
        }
    }

    /// The query items a reviews command's requests are told apart by.
    static let keeping: Set<String> = ["language", "page", "append_to_response"]

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: Self.route)
    }

    /// Runs popcorn against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// The reviews request of a title's page `page`, with no language (TMDb's default, English).
    func reviewsCall(_ path: String, page: Int) -> TMDbCall {
        TMDbCall(path, ["page": String(page)])
    }

    /// Compares `run` whole with the text kept in `Expected/<name>.txt` (or writes it, recording).
    func expectWhole(_ run: PopcornRun, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = "exit \(run.status)\n--- stdout ---\n\(run.stdout)--- stderr ---\n\(run.stderr)"
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Expected").appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["POPCORN_RECORD_EXPECTED"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            text == (try String(contentsOf: file, encoding: .utf8)), "\(name) differs from \(file.lastPathComponent)",
            sourceLocation: sourceLocation)
    }

    @Test("movie reviews reads whole: the reviews page, then the title; a second run asks TMDb nothing")
    func movieReviews() async throws {
        let first = try await run(["movie", "reviews", "550"])
        let mark = server.expectCalls(
            [
                reviewsCall("/movie/550/reviews", page: 1), TMDbCall("/movie/550", ["language": "en-US"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "cold movie reviews 550:")
        let second = try await run(["movie", "reviews", "https://www.themoviedb.org/movie/550-fight-club"])

        server.expectCalls([], since: mark, keeping: Self.keeping, "second movie reviews 550:")
        try expectWhole(first, "movie_reviews_550_loopback")
        #expect(second.stdout == first.stdout, "\(second)")
    }

    @Test("A long review is cut after ten lines with the address where it can be read whole; no escape passes")
    func longReviewAndControlCharacters() async throws {
        let run = try await run(["movie", "reviews", "550"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.contains("  Read it whole: https://www.themoviedb.org/review/5e1f5a2b0b5fd60015a3c0de"))
        #expect(!run.stdout.contains("Rule 30"), "\(run)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B }, "\(run)")
        #expect(run.stdoutLines.contains("  I am Jack's \u{FFFD}[2Jcomplete lack of surprise."), "\(run)")
    }

    @Test("--page 2 asks TMDb for page=2 and is the last page; its title comes from the details")
    func secondPage() async throws {
        let run = try await run(["movie", "reviews", "550", "--page", "2"])

        server.expectCalls(
            [
                reviewsCall("/movie/550/reviews", page: 2), TMDbCall("/movie/550", ["language": "en-US"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "movie reviews 550 --page 2:")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Reviews of Fight Club (1999) — page 2 of 2 (23 reviews)", "\(run)")
        #expect(run.stdoutLines.contains("Late Viewer  ★ 6/10  2021-05-16"), "\(run)")
        #expect(!run.stdout.contains("Next page"), "\(run)")
        #expect(run.stdout.hasSuffix("\nDetails:   popcorn movie 550\n"), "\(run)")
    }

    @Test("--json prints the whole page as one document, every text whole, after one request")
    func json() async throws {
        let run = try await run(["movie", "reviews", "550", "--json"])

        server.expectCalls([reviewsCall("/movie/550/reviews", page: 1)], keeping: Self.keeping, "--json:")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let page = try JSONDocument.object(run.stdout)
        #expect(page["page"] as? Int == 1 && page["totalPages"] as? Int == 2 && page["totalResults"] as? Int == 23)
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(results.map { $0["author"] as? String } == ["Soap Maker", "quietnarrator", "Paper Street"])
        #expect(results.map { ($0["rating"] as? NSNumber)?.doubleValue } == [9, nil, 7.5])
        #expect(results.map { $0["date"] as? String } == ["2016-05-10", "2019-11-02", "2020-01-15"])
        #expect(results.first?["id"] as? String == "5b1c13b9c3a36848f2026384")
        #expect(
            results.first?["content"] as? String
                == "The first watch is a thriller; the second is a comedy.\r\n\r\nIt holds up.")
        #expect((results.last?["content"] as? String)?.hasSuffix("Rule 30: you do not talk about it.") == true)
        #expect(
            results.first?["url"] as? String == "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384")
        #expect(results[1].keys.contains("rating") == false)
    }

    @Test("tv reviews asks for the series' reviews and shows them under its title")
    func tvReviews() async throws {
        let run = try await run(["tv", "reviews", "1396"])

        server.expectCalls(
            [
                reviewsCall("/tv/1396/reviews", page: 1), TMDbCall("/tv/1396", ["language": "en-US"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "tv reviews 1396:")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdoutLines == [
                "Reviews of Breaking Bad (2008–2013) — page 1 of 1 (2 reviews)",
                "",
                "Heisenberg Watcher  ★ 10/10  2017-02-19",
                "  Five seasons, and not one wasted.",
                "",
                "pinkman  2018-08-01",
                "  Yeah, science!",
                "",
                "Details:   popcorn tv 1396",
            ], "\(run)")
    }

    @Test("A title nobody reviewed says so in one line and succeeds")
    func noReviews() async throws {
        let run = try await run(["movie", "reviews", "807"])

        server.expectCalls(
            [
                reviewsCall("/movie/807/reviews", page: 1), TMDbCall("/movie/807", ["language": "en-US"]),
                TMDbCall("/configuration"),
            ],
            keeping: Self.keeping, "movie reviews 807:")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == ["No reviews of Se7en (1995) on TMDb."], "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("A page past the last and a movie TMDb does not know are not found (66), in one line")
    func notFound() async throws {
        let pastTheEnd = try await run(["movie", "reviews", "550", "--page", "3"])
        let unknown = try await run(["movie", "reviews", "999999"])

        #expect(pastTheEnd.status == 66 && pastTheEnd.stdout.isEmpty, "\(pastTheEnd)")
        #expect(pastTheEnd.stderrLines.count == 1 && pastTheEnd.stderr.contains("the last page is 2"), "\(pastTheEnd)")
        #expect(unknown.status == 66 && unknown.stdout.isEmpty, "\(unknown)")
        #expect(
            unknown.stderrLines == [
                "popcorn: error: the reviews of movie 999999 were not found on TMDb; check the id, or find the movie "
                    + "with 'popcorn movie search <title>'"
            ], "\(unknown)")
        server.expectCalls(
            [reviewsCall("/movie/550/reviews", page: 3), reviewsCall("/movie/999999/reviews", page: 1)],
            keeping: Self.keeping, "not found:")
    }

    @Test("The demo catalog holds no reviews: one line naming them, exit 66, for a movie and a series")
    func catalog() async throws {
        let movie = try await runner.run(["movie", "reviews", "550", "--source", "catalog"])
        let series = try await runner.run(["tv", "reviews", "1396", "--json", "--source", "catalog"])

        #expect(movie.status == 66 && movie.stdout.isEmpty, "\(movie)")
        #expect(
            movie.stderrLines == [
                "popcorn: error: the reviews of movie 550 are not in the offline catalog; see what it knows of the "
                    + "movie with 'popcorn movie 550', or set TMDB_API_KEY to use live TMDb"
            ], "\(movie)")
        #expect(series.status == 66 && series.stdout.isEmpty, "\(series)")
        #expect(
            series.stderrLines == [
                "popcorn: error: the reviews of tv series 1396 are not in the offline catalog; see what it knows of "
                    + "the series with 'popcorn tv 1396', or set TMDB_API_KEY to use live TMDb"
            ], "\(series)")
    }
}
