import Foundation
import Testing

/// `popcorn genres` against live-TMDb semantics, served by a loopback server in TMDb's documented
/// genre-list shape: which endpoint is asked, with which language, and when the cache answers.
@Suite("Genres against live TMDb over loopback, end to end")
struct GenresLiveEndToEndTests {
    static let apiKey = "k3y-GENRES-NEVER-LEAKS-2468"

    /// Answers both genre lists, the movie list in English or French as `language` asks.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch (request.path, request.query["language"]) {
        case ("/3/genre/movie/list", "fr-FR"): .json(TMDbGenreFixtures.frenchMovieList)
        case ("/3/genre/movie/list", _): .json(TMDbGenreFixtures.movieList)
        case ("/3/genre/tv/list", _): .json(TMDbGenreFixtures.tvList)
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

    /// The requests for `path` (e.g. `/3/genre/movie/list`) the server received.
    func requests(_ path: String) -> [RecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    @Test("popcorn genres movie asks /genre/movie/list once, in the language, and lists what TMDb sent")
    func movieList() async throws {
        let run = try await run(["genres", "movie"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first == "Movie genres (4)", "\(run)")
        #expect(
            run.stdoutLines.contains {
                $0.hasPrefix("  Loopback Noir ") && $0.contains(" 4242  ")
                    && $0.hasSuffix("popcorn discover movie --genre 'loopback noir'")
            }, "\(run)")
        let request = try #require(requests("/3/genre/movie/list").first, "\(server.requests.map(\.path))")
        #expect(request.query == ["language": "en-US", "api_key": Self.apiKey], "\(request)")
        #expect(server.requests.map(\.path) == ["/3/genre/movie/list"], "genres need no configuration or other list")
    }

    @Test("A second run is answered from the cache without a request, and --refresh fetches again")
    func cachedThenRefreshed() async throws {
        let first = try await run(["genres", "movie"])
        #expect(first.status == 0, "\(first)")

        let second = try await run(["genres", "movie", "--debug"])
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout == first.stdout, "\(second)")
        #expect(requests("/3/genre/movie/list").count == 1, "\(server.requests.map(\.path))")
        #expect(second.stderrLines.contains { $0.contains("cache hit genres genres:movie") }, "\(second)")

        let refreshed = try await run(["genres", "movie", "--refresh"])
        #expect(refreshed.status == 0, "\(refreshed)")
        #expect(requests("/3/genre/movie/list").count == 2, "\(server.requests.map(\.path))")
    }

    @Test("Another language is a cache miss, fetched and shown in that language, then cached in it too")
    func language() async throws {
        #expect(try await run(["genres", "movie"]).status == 0)

        let french = try await run(["genres", "movie", "--language", "fr-FR"])
        #expect(french.status == 0, "\(french)")
        #expect(french.stdoutLines.contains { $0.hasPrefix("  Drame ") && $0.hasSuffix("--genre drame") }, "\(french)")
        #expect(requests("/3/genre/movie/list").map { $0.query["language"] } == ["en-US", "fr-FR"])

        #expect(try await run(["genres", "movie", "--language", "fr-FR"]).status == 0)
        #expect(requests("/3/genre/movie/list").count == 2, "\(server.requests.map(\.path))")
    }

    @Test("popcorn genres asks both lists once each, and --json holds both")
    func bothLists() async throws {
        let run = try await run(["genres", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(requests("/3/genre/movie/list").count == 1, "\(server.requests.map(\.path))")
        #expect(requests("/3/genre/tv/list").count == 1, "\(server.requests.map(\.path))")
        let object = try JSONDocument.object(run.stdout)
        let movie = try #require(object["movie"] as? [[String: Any]], "\(run)")
        let tv = try #require(object["tv"] as? [[String: Any]], "\(run)")
        #expect(movie.map { $0["id"] as? Int } == [28, 18, 878, 4242], "\(run)")
        #expect(tv.map { $0["name"] as? String } == ["Action & Adventure", "Drama", "Sci-Fi & Fantasy"], "\(run)")
    }

    @Test("Refused credentials exit 77 with one line")
    func refused() async throws {
        let refusing = try LoopbackTMDbServer { _ in
            StubResponse(status: 401, body: #"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#)
        }
        let run = try await runner.run(
            ["genres", "tv"], environment: ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": refusing.baseURL])
        #expect(run.status == 77, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: TMDb refused"), "\(run)")
    }
}
