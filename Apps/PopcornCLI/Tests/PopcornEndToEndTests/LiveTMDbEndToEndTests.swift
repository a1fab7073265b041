import Foundation
import Testing

/// `popcorn` against live-TMDb semantics, served by a loopback server: credentials, caching,
/// and every HTTP failure's exit code. No run may ever print the credentials.
@Suite("Live TMDb over loopback, end to end")
struct LiveTMDbEndToEndTests {
    static let apiKey = "k3y-SHOULD-NEVER-LEAK-1234"
    static let token = "t0ken-SHOULD-NEVER-LEAK-5678"
    static let moviePath = "/3/movie/\(TMDbFixtures.movieID)"
    static let movie = String(TMDbFixtures.movieID)

    /// Answers like TMDb for the fixture movie (with its credits appended when asked), its credits
    /// and the configuration.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case moviePath:
            .json(
                AppendedTMDbBody.body(
                    TMDbFixtures.movieDetails, parts: ["credits": TMDbFixtures.movieCredits], for: request))
        case moviePath + "/credits": .json(TMDbFixtures.movieCredits)
        case "/3/configuration": .json(TMDbFixtures.configuration)
        default: .notFound
        }
    }

    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    func run(_ arguments: [String], server: LoopbackTMDbServer?, environment: [String: String] = [:]) async throws
        -> PopcornRun
    {
        var variables = ["TMDB_API_KEY": Self.apiKey]
        if let server {
            variables["TMDB_API_BASE_URL"] = server.baseURL
        }
        variables.merge(environment) { _, new in new }
        let run = try await runner.run(arguments, environment: variables)
        for secret in [Self.apiKey, Self.token] {
            #expect(!run.stdout.contains(secret), "stdout leaked a credential: \(run)")
            #expect(!run.stderr.contains(secret), "stderr leaked a credential: \(run)")
        }
        return run
    }

    @Test("An API key fetches the movie with api_key on every request")
    func apiKey() async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        let run = try await run(["movie", Self.movie, "--debug"], server: server)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "The Loopback (2001)", "\(run)")
        #expect(run.stdout.contains("Directed by Dee Rector"), "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("Ada Socket") && $0.contains("9001") }, "\(run)")
        #expect(
            run.stderrLines.contains { $0.contains("http GET /movie/\(Self.movie)") && $0.contains(" 200 ") }, "\(run)")
        let requests = server.requests
        #expect(requests.contains { $0.path == Self.moviePath })
        #expect(requests.allSatisfy { $0.query["api_key"] == Self.apiKey && $0.headers["authorization"] == nil })
        #expect(requests.first { $0.path == Self.moviePath }?.query["language"] == "en-US")
    }

    @Test("A second run is answered from the cache without asking for the movie again")
    func secondRunUsesCache() async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        #expect(try await run(["movie", Self.movie], server: server).status == 0)
        let second = try await run(["movie", Self.movie, "--debug"], server: server)
        #expect(second.status == 0, "\(second)")
        #expect(server.requests.filter { $0.path == Self.moviePath }.count == 1)
        #expect(
            FileManager.default.fileExists(atPath: runner.cacheDirectory.appendingPathComponent("cache.sqlite").path))
    }

    @Test("JSON mode asks for the same one request as the screen, and never for the credits on their own")
    func jsonIsOneRequest() async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        let run = try await run(["movie", Self.movie, "--json"], server: server)
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(object["releaseDate"] as? String == "2001-02-03")
        #expect(object["homepageURL"] as? String == "https://example.com/loopback")
        #expect(!server.requests.contains { $0.path.hasSuffix("/credits") })
        #expect(server.requests.filter { $0.path == Self.moviePath }.count == 1)
    }

    @Test("A read access token is sent as a bearer header and wins over the key")
    func bearerToken() async throws {
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        let run = try await run(
            ["movie", Self.movie, "--debug"], server: server, environment: ["TMDB_READ_ACCESS_TOKEN": Self.token])
        #expect(run.status == 0, "\(run)")
        let requests = server.requests
        #expect(!requests.isEmpty)
        #expect(
            requests.allSatisfy { $0.headers["authorization"] == "Bearer \(Self.token)" && $0.query["api_key"] == nil })
    }

    @Test("Refused credentials exit 77 with TMDb's message")
    func unauthorised() async throws {
        let server = try LoopbackTMDbServer { _ in StubResponse(status: 401, body: TMDbFixtures.invalidKey) }
        let run = try await run(["movie", Self.movie, "--debug"], server: server)
        #expect(run.status == 77, "\(run)")
        #expect(run.stdout.isEmpty)
        let errors = run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(run)")
        #expect(errors.first?.contains("Invalid API key: You must be granted a valid key; check") == true, "\(run)")
    }

    @Test("A movie TMDb does not have exits 66")
    func notFound() async throws {
        let server = try LoopbackTMDbServer { request in
            request.path == "/3/configuration" ? .json(TMDbFixtures.configuration) : .notFound
        }
        let run = try await run(["movie", Self.movie], server: server)
        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.contains("movie \(Self.movie) was not found"), "\(run)")
    }

    @Test("A body that is not JSON exits 65")
    func undecodableBody() async throws {
        let server = try LoopbackTMDbServer { _ in
            StubResponse(status: 200, body: "<html>oops</html>", contentType: "text/html")
        }
        let run = try await run(["movie", Self.movie, "--json", "--debug"], server: server)
        #expect(run.status == 65, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test("An unreachable server exits 69, and a stale copy is served with a warning once cached")
    func unreachable() async throws {
        let closed = try RefusingPort()
        defer { closed.close() }
        let environment = ["TMDB_API_BASE_URL": closed.baseURL]
        let failing = try await run(["movie", Self.movie], server: nil, environment: environment)
        #expect(failing.status == 69, "\(failing)")

        let server = try LoopbackTMDbServer(router: Self.tmdb)
        #expect(try await run(["movie", Self.movie], server: server).status == 0)
        let stale = try await run(["movie", Self.movie, "--refresh"], server: nil, environment: environment)
        #expect(stale.status == 0, "\(stale)")
        #expect(stale.stdoutLines.first == "The Loopback (2001)", "\(stale)")
        let warnings = stale.stderrLines.filter { $0.hasPrefix("popcorn: warning: ") }
        #expect(warnings.count == 1, "\(stale)")
        #expect(warnings.first?.contains("showing data cached") == true, "\(stale)")
    }

    @Test("Rate limiting exits 75")
    func rateLimited() async throws {
        let body =
            #"{"success":false,"status_code":25,"status_message":"Your request count is over the allowed limit."}"#
        let server = try LoopbackTMDbServer { _ in StubResponse(status: 429, body: body) }
        let run = try await run(["movie", Self.movie, "--json"], server: server)
        #expect(run.status == 75, "\(run)")
        #expect(run.stderr.contains("rate limiting"), "\(run)")
    }

    @Test("A base URL that is not a URL exits 78")
    func badBaseURL() async throws {
        let run = try await run(["movie", Self.movie], server: nil, environment: ["TMDB_API_BASE_URL": "not a url"])
        #expect(run.status == 78, "\(run)")
        #expect(run.stderr.contains("TMDB_API_BASE_URL"), "\(run)")
    }

    @Test("--source tmdb without credentials exits 77 and names the variables")
    func tmdbWithoutCredentials() async throws {
        let run = try await runner.run(["movie", "550", "--source", "tmdb"])
        #expect(run.status == 77, "\(run)")
        #expect(run.stderr.contains("TMDB_API_KEY") && run.stderr.contains("TMDB_READ_ACCESS_TOKEN"), "\(run)")
    }
}
