import Foundation
import Testing

/// The retrying TMDb transport against a loopback server that misbehaves on purpose: which
/// failures are retried, how often, how long it takes, and the exit code each one ends in.
/// Every run uses `POPCORN_HTTP_TIMEOUT=1` and must never print the API key.
@Suite("Retrying transport against a faulty TMDb, end to end")
struct RetryFaultsEndToEndTests {
    static let path = FaultFixtures.moviePath
    static let movie = String(FaultFixtures.movieID)

    let harness: FaultHarness

    init() throws {
        harness = try FaultHarness()
    }

    /// Serves `replies` for the movie's details (everything else answers normally) and runs
    /// `popcorn movie 4242 --json` against it: the run, the seconds from the first to the last
    /// request for the details as the server saw them (0 with a single request), and their count.
    ///
    /// Time bounds are checked on that span, not on the whole process: under load a process can take
    /// seconds to start, which says nothing about how the transport retries.
    func run(_ replies: [ScriptedReply], debug: Bool = false) async throws
        -> (run: PopcornRun, retrySpan: Double, requests: Int)
    {
        let server = try ScriptedTMDbServer([Self.path: replies], fallback: FaultFixtures.anyMovie)
        defer { server.stop() }
        let (run, _) = try await harness.run(
            ["movie", Self.movie, "--json"] + (debug ? ["--debug"] : []), baseURL: server.baseURL)
        return (run, server.log.retrySpan(of: Self.path) ?? 0, server.count(Self.path))
    }

    @Test("A 429 with Retry-After 1 then a 200 succeeds on the second request after waiting at least a second")
    func rateLimitedOnce() async throws {
        let (run, seconds, requests) = try await run([
            .tooManyRequests(retryAfter: 1), .json(TMDbFixtures.movieDetails),
        ])
        #expect(run.status == 0, "\(run)")
        #expect(try JSONDocument.object(run.stdout)["title"] as? String == "The Loopback", "\(run)")
        #expect(requests == 2, "\(run)")
        #expect(seconds >= 1 && seconds < 10, "retried after \(seconds) s: \(run)")
    }

    @Test("A 500 then a 200 succeeds on the second request")
    func serverErrorOnce() async throws {
        let (run, _, requests) = try await run([.status(500), .json(TMDbFixtures.movieDetails)])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("The Loopback"), "\(run)")
        #expect(requests == 2, "\(run)")
    }

    @Test("A 503 on every attempt exits 69 after exactly four requests, within the budget")
    func unavailableForever() async throws {
        let (run, seconds, requests) = try await run([.status(503)])
        #expect(run.status == 69, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(requests == 4, "\(run)")
        #expect(seconds < 55, "retried for \(seconds) s: \(run)")
    }

    @Test("A 429 on every attempt exits 75")
    func rateLimitedForever() async throws {
        let (run, seconds, requests) = try await run([.tooManyRequests(retryAfter: 1)])
        #expect(run.status == 75, "\(run)")
        #expect(requests == 4, "\(run)")
        #expect(seconds >= 3 && seconds < 55, "retried for \(seconds) s: \(run)")
    }

    @Test("A 200 whose body is never JSON exits 65 naming the endpoint, after four requests")
    func garbageForever() async throws {
        let (run, _, requests) = try await run([.garbage])
        #expect(run.status == 65, "\(run)")
        #expect(run.stderr.contains("/movie/\(Self.movie)"), "\(run)")
        #expect(requests == 4, "\(run)")
    }

    @Test("A body cut short of its Content-Length is retried and ends in 65 or 69")
    func truncatedForever() async throws {
        let (run, seconds, requests) = try await run([.truncated(TMDbFixtures.movieDetails)])
        #expect([65, 69].contains(run.status), "\(run)")
        #expect(requests > 1, "never retried: \(run)")
        #expect(seconds < 55, "retried for \(seconds) s: \(run)")
    }

    @Test("A truncated body then a good one succeeds")
    func truncatedOnce() async throws {
        let (run, _, requests) = try await run([
            .truncated(TMDbFixtures.movieDetails), .json(TMDbFixtures.movieDetails),
        ])
        #expect(run.status == 0, "\(run)")
        #expect(requests == 2, "\(run)")
    }

    @Test("Answers slower than POPCORN_HTTP_TIMEOUT time out, are retried, and exit 69 within a bound")
    func slowerThanTimeout() async throws {
        let slow = ScriptedReply.respond(.json(TMDbFixtures.movieDetails), after: 4)
        let (run, seconds, requests) = try await run([slow])
        #expect(run.status == 69, "\(run)")
        #expect(requests == 4, "\(run)")
        // Three attempts each waited out the 1 s timeout before the fourth arrived.
        #expect(seconds >= 3 && seconds < 55, "retried for \(seconds) s: \(run)")
    }

    @Test("A connection closed without an answer is retried and exits 69")
    func hangUpForever() async throws {
        let (run, seconds, requests) = try await run([ScriptedReply(.hangUp)])
        #expect(run.status == 69, "\(run)")
        #expect(requests == 4, "\(run)")
        #expect(seconds < 55, "retried for \(seconds) s: \(run)")
    }

    @Test("A refused connection exits 69 quickly")
    func connectionRefused() async throws {
        let closed = try RefusingPort()
        defer { closed.close() }
        let (run, seconds) = try await harness.run(["movie", Self.movie, "--json", "--debug"], baseURL: closed.baseURL)
        #expect(run.status == 69, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(seconds < 55, "took \(seconds) s: \(run)")
    }

    @Test("A 404 exits 66 after exactly one request")
    func notFoundIsNeverRetried() async throws {
        let (run, _, requests) = try await run([.respond(.notFound)])
        #expect(run.status == 66, "\(run)")
        #expect(requests == 1, "\(run)")
    }

    @Test("A 401 exits 77 with TMDb's message after exactly one request")
    func unauthorisedIsNeverRetried() async throws {
        let (run, _, requests) = try await run([.respond(StubResponse(status: 401, body: TMDbFixtures.invalidKey))])
        #expect(run.status == 77, "\(run)")
        #expect(run.stderr.contains("Invalid API key"), "\(run)")
        #expect(requests == 1, "\(run)")
    }

    @Test("A 403 exits 77 after exactly one request")
    func forbiddenIsNeverRetried() async throws {
        let (run, _, requests) = try await run([.respond(StubResponse(status: 403, body: TMDbFixtures.invalidKey))])
        #expect(run.status == 77, "\(run)")
        #expect(requests == 1, "\(run)")
    }

    @Test("--debug prints one line per attempt, numbered from 1 to 4, and never the key")
    func debugNumbersAttempts() async throws {
        let (run, _, requests) = try await run([.status(503)], debug: true)
        #expect(run.status == 69, "\(run)")
        #expect(requests == 4, "\(run)")
        let movieLines = run.stderrLines.filter { $0.contains("/movie/\(Self.movie)") && $0.contains("attempt ") }
        #expect(movieLines.count == 4, "\(run)")
        for attempt in 1...4 {
            let lines = movieLines.filter { $0.hasSuffix("attempt \(attempt)") || $0.contains("attempt \(attempt) ") }
            #expect(lines.count == 1, "attempt \(attempt): \(run)")
        }
        #expect(!run.stderrLines.contains { $0.contains("attempt 5") }, "\(run)")
    }

    @Test("--debug on a retried success shows attempt 1 and attempt 2")
    func debugOnRetriedSuccess() async throws {
        let (run, _, _) = try await run([.status(502), .json(TMDbFixtures.movieDetails)], debug: true)
        #expect(run.status == 0, "\(run)")
        let movieLines = run.stderrLines.filter { $0.contains("/movie/\(Self.movie)") && $0.contains("attempt ") }
        #expect(movieLines.count == 2, "\(run)")
        #expect(movieLines.first?.contains("attempt 1") == true, "\(run)")
        #expect(movieLines.last?.contains("attempt 2") == true, "\(run)")
    }

    @Test("--offline never touches the network, even when the cache is empty")
    func offlineNeverConnects() async throws {
        let server = try ScriptedTMDbServer(
            [Self.path: [.json(TMDbFixtures.movieDetails)]], fallback: FaultFixtures.anyMovie)
        defer { server.stop() }
        let (run, _) = try await harness.run(["movie", Self.movie, "--offline"], baseURL: server.baseURL)
        #expect(run.status == 69, "\(run)")
        #expect(server.requests.isEmpty, "\(server.requests)")
    }
}
