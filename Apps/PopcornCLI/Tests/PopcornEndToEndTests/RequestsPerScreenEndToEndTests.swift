import Foundation
import Testing

/// How many TMDb requests each details screen costs, through the real binary against a loopback
/// server answering from the catalog's files: exactly which paths a cold cache asks for (with their
/// `language`), and that a second run asks for nothing: each details screen is one request (its
/// parts appended), and a part's own command after it asks for nothing.
@Suite("Requests per screen, end to end")
struct RequestsPerScreenEndToEndTests {
    static let apiKey = "k3y-REQUEST-COUNTS-NEVER-LEAK-0550"
    static let language = ["language": "en-US"]

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    init() throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: CatalogFilesTMDbRouter.router)
    }

    /// Runs popcorn against the loopback server with an API key, which no output may show.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await runner.run(
            arguments, environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)")
        return run
    }

    /// Runs `arguments` on a cold cache and expects exactly `cold`, then runs them again and expects
    /// no request at all.
    func expectScreen(
        _ arguments: [String], cold: [TMDbCall], keeping names: Set<String> = ["language"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await run(arguments)
        let mark = server.expectCalls(cold, keeping: names, "cold \(arguments):", sourceLocation: sourceLocation)
        _ = try await run(arguments)
        server.expectCalls([], since: mark, "second \(arguments):", sourceLocation: sourceLocation)
    }

    @Test("movie 550: the configuration and the movie with every part of its screen appended, then nothing")
    func movie() async throws {
        try await expectScreen(
            ["movie", "550"],
            cold: [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/movie/550",
                    Self.language.merging([
                        "append_to_response":
                            "credits,release_dates,images,recommendations,watch/providers,videos,keywords",
                        "include_image_language": "en,null",
                    ]) { $1 }),
            ],
            keeping: ["language", "append_to_response", "include_image_language"])
    }

    @Test("tv 1396: the configuration and the series with every part of its screen appended, then nothing")
    func tvSeries() async throws {
        try await expectScreen(
            ["tv", "1396"],
            cold: [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/tv/1396",
                    Self.language.merging([
                        "append_to_response":
                            "credits,content_ratings,images,recommendations,watch/providers,videos,keywords",
                        "include_image_language": "en,null",
                    ]) { $1 }),
            ],
            keeping: ["language", "append_to_response", "include_image_language"])
    }

    @Test("After tv 1396, its credits, images, recommendations and where to watch ask TMDb nothing")
    func tvSeriesPartsAfterTheScreen() async throws {
        _ = try await run(["tv", "1396"])
        let mark = server.requests.count

        _ = try await run(["tv", "credits", "1396"])
        // The catalog's files hold no images, recommendations or offers of the series: TMDb "sent"
        // none, which the cache remembers, so asking for them again costs nothing and says so.
        for part in ["images", "recommendations", "watch"] {
            let unanswered = try await runner.run(
                ["tv", part, "1396"], environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL])
            #expect(unanswered.status == 66, "\(unanswered)")
        }

        server.expectCalls([], since: mark, "parts after the screen:")
    }

    @Test(
        "person 287: the configuration and one person request appending its credits and photos; nothing after it"
    )
    func person() async throws {
        let keeping: Set<String> = ["language", "append_to_response"]
        _ = try await run(["person", "287"])
        var mark = server.expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall("/person/287", ["language": "en-US", "append_to_response": "combined_credits,images"]),
            ],
            keeping: keeping, "cold person 287:")

        _ = try await run(["person", "credits", "287"])
        mark = server.expectCalls([], since: mark, keeping: keeping, "person credits 287 after the screen:")

        // The catalog's files hold no photos of people, so TMDb "sent" none, which the cache
        // remembers: the next screen and the photos' own command ask for nothing.
        _ = try await run(["person", "287"])
        _ = try await run(["person", "images", "287"])
        server.expectCalls([], since: mark, keeping: keeping, "second person 287 and its photos:")
    }

    @Test("person images 287 on a cold cache: the configuration and the person with its photos only")
    func personImages() async throws {
        _ = try await run(["person", "images", "287"])
        server.expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall("/person/287", ["language": "en-US", "append_to_response": "images"]),
            ],
            keeping: ["language", "append_to_response"])
    }

    @Test("tv season 1396 1: the configuration and the series with the season appended, then nothing")
    func season() async throws {
        try await expectScreen(
            ["tv", "season", "1396", "1"],
            cold: [
                TMDbCall("/configuration"),
                TMDbCall("/tv/1396", Self.language.merging(["append_to_response": "season/1"]) { $1 }),
            ],
            keeping: ["language", "append_to_response"])
    }

    @Test("tv episode 1396 1 1: the configuration and the series with the episode's season appended, then nothing")
    func episode() async throws {
        try await expectScreen(
            ["tv", "episode", "1396", "1", "1"],
            cold: [
                TMDbCall("/configuration"),
                TMDbCall("/tv/1396", Self.language.merging(["append_to_response": "season/1"]) { $1 }),
            ],
            keeping: ["language", "append_to_response"])
    }

    @Test(
        "--refresh fetches each screen again in one request, not once more for what the command reads after it",
        arguments: [
            (["movie", "550"], "/movie/550"), (["tv", "1396"], "/tv/1396"), (["person", "287"], "/person/287"),
            (["tv", "episode", "1396", "1", "2"], "/tv/1396"), (["tv", "credits", "1396"], "/tv/1396"),
        ])
    func refresh(arguments: [String], path: String) async throws {
        _ = try await run(arguments)
        let mark = server.requests.count

        _ = try await run(arguments + ["--refresh"])

        // --refresh ignores every fresh entry, the configuration's too, but fetches each only once.
        server.expectCalls(
            [TMDbCall("/configuration"), TMDbCall(path)], since: mark, keeping: [], "\(arguments) --refresh:")
    }

    @Test("tv episode credits 1396 1 1: the configuration, the credits and the series' title, then nothing")
    func episodeCredits() async throws {
        try await expectScreen(
            ["tv", "episode", "credits", "1396", "1", "1"],
            cold: [
                TMDbCall("/configuration"), TMDbCall("/tv/1396/season/1/episode/1/credits", Self.language),
                TMDbCall("/tv/1396", Self.language),
            ])
    }

    @Test("Screens share what they cached: an episode of a cached season asks for nothing")
    func sharedCache() async throws {
        _ = try await run(["tv", "season", "1396", "1"])
        let mark = server.requests.count

        let episode = try await run(["tv", "episode", "1396", "S01E02"])

        #expect(episode.stdoutLines.first == "Breaking Bad — S01E02 \"Cat's in the Bag...\"", "\(episode)")
        server.expectCalls([], since: mark)
    }

    @Test("Logging a season asks for the series with it; progress then asks once for the next season, then nothing")
    func diaryAndProgress() async throws {
        _ = try await run(["watched", "tv", "1396", "season", "1"])
        let logged = server.expectCalls(
            [TMDbCall("/tv/1396", Self.language.merging(["append_to_response": "season/1"]) { $1 })],
            keeping: ["language", "append_to_response"], "watched:")

        let progress = try await run(["progress"])
        let asked = server.expectCalls(
            [TMDbCall("/tv/1396", Self.language.merging(["append_to_response": "season/2"]) { $1 })],
            since: logged, keeping: ["language", "append_to_response"], "progress:")
        _ = try await run(["progress"])
        server.expectCalls([], since: asked, "second progress:")

        #expect(progress.stdout.contains("next S02E01"), "\(progress)")
    }

    @Test("A started series' screen asks for the next episode's season in its one request, then nothing")
    func startedSeriesScreen() async throws {
        _ = try await run(["watched", "tv", "1396", "S01E07"])
        let mark = server.requests.count

        _ = try await run(["tv", "1396"])
        let screen = server.expectCalls(
            [
                TMDbCall("/configuration"),
                TMDbCall(
                    "/tv/1396",
                    Self.language.merging([
                        "append_to_response":
                            "credits,content_ratings,images,recommendations,watch/providers,videos,keywords,season/2"
                    ]) { $1 }),
            ],
            since: mark, keeping: ["language", "append_to_response"], "tv 1396:")
        let again = try await run(["tv", "1396"])

        server.expectCalls([], since: screen, "second tv 1396:")
        #expect(again.stdout.contains("Up next      S02E01 \"Seven Thirty-Seven\""), "\(again)")
    }

    @Test("The helper compares the query items it is told to keep, and only those")
    func keepsChosenQueryItems() async throws {
        _ = try await run(["movie", "550", "--json", "--language", "fr-FR"])

        server.expectCalls([TMDbCall("/configuration"), TMDbCall("/movie/550", ["language": "fr-FR"])])
        server.expectCalls([TMDbCall("/configuration"), TMDbCall("/movie/550")], keeping: [])
        #expect(server.calls(keeping: ["api_key"]).allSatisfy { $0.query == ["api_key": Self.apiKey] })
    }
}
