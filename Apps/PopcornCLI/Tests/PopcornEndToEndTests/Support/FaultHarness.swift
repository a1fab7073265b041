import Foundation
import Testing

/// A `popcorn` runner for the fault suites: a fake API key that must never be printed, short
/// HTTP timeouts, and the wall-clock time of every run.
struct FaultHarness {
    /// The fake key; no run may show it on either stream.
    static let apiKey = "fault-k3y-MUST-NEVER-LEAK-9876"
    /// The per-request timeout the fault runs use, in seconds.
    static let httpTimeout = "1"

    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// A file in the run's cache directory.
    func cacheFile(_ name: String) -> URL {
        runner.cacheDirectory.appendingPathComponent(name)
    }

    /// Names in the cache directory.
    func cacheDirectoryContents() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: runner.cacheDirectory.path)) ?? []
    }

    /// Runs `popcorn arguments...` against `baseURL` (nil: no credentials, the catalog), checks
    /// that the key never leaks, and returns the run with how long it took.
    func run(
        _ arguments: [String], baseURL: String?, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (run: PopcornRun, seconds: Double) {
        var variables: [String: String] = ["POPCORN_HTTP_TIMEOUT": Self.httpTimeout]
        if let baseURL {
            variables["TMDB_API_KEY"] = Self.apiKey
            variables["TMDB_API_BASE_URL"] = baseURL
        }
        variables.merge(environment) { _, new in new }
        let clock = ContinuousClock()
        let start = clock.now
        let run = try await runner.run(arguments, environment: variables)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(!run.stdout.contains(Self.apiKey), "stdout leaked the key: \(run)", sourceLocation: sourceLocation)
        #expect(!run.stderr.contains(Self.apiKey), "stderr leaked the key: \(run)", sourceLocation: sourceLocation)
        return (run, seconds)
    }

    /// Warning lines of a run.
    static func warnings(_ run: PopcornRun) -> [String] {
        run.stderrLines.filter { $0.hasPrefix("popcorn: warning: ") }
    }
}

/// TMDb-shaped bodies for any movie id, from the loopback fixtures.
enum FaultFixtures {
    static let movieID = TMDbFixtures.movieID
    static let moviePath = "/3/movie/\(TMDbFixtures.movieID)"

    /// The fixture movie's details re-numbered to `id`, titled `The Loopback <id>`.
    static func movieDetails(id: Int) -> String {
        TMDbFixtures.movieDetails
            .replacingOccurrences(of: #""id":4242"#, with: #""id":\#(id)"#)
            .replacingOccurrences(of: #""title":"The Loopback""#, with: #""title":"The Loopback \#(id)""#)
    }

    /// The fixture credits re-numbered to `id`.
    static func movieCredits(id: Int) -> String {
        TMDbFixtures.movieCredits.replacingOccurrences(of: #"{"id":4242"#, with: #"{"id":\#(id)"#)
    }

    /// Answers like TMDb for every movie id (details and credits) and the configuration.
    static let anyMovie: LoopbackTMDbServer.Router = { request in
        let parts = request.path.split(separator: "/").map(String.init)
        if request.path == "/3/configuration" {
            return .json(TMDbFixtures.configuration)
        }
        guard parts.count >= 3, parts[0] == "3", parts[1] == "movie", let id = Int(parts[2]) else {
            return .notFound
        }
        if parts.count == 3 {
            return id == TMDbFixtures.movieID ? .json(TMDbFixtures.movieDetails) : .json(movieDetails(id: id))
        }
        if parts.count == 4, parts[3] == "credits" {
            return .json(movieCredits(id: id))
        }
        return .notFound
    }
}

/// The `sqlite3` command-line shell, to inspect and tamper with cache files from the outside.
enum SQLiteShell {
    static let executable = URL(fileURLWithPath: "/usr/bin/sqlite3")

    /// Runs `sql` against `database` and returns what the shell printed; fails on a non-zero exit.
    @discardableResult
    static func run(_ database: URL, _ sql: String) async throws -> String {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Missing()
        }
        let run = try await ProcessRunner.run(
            executable: executable, arguments: [database.path, sql], environment: ["PATH": "/usr/bin:/bin"],
            timeout: 30)
        guard run.status == 0 else {
            throw Failed(run: run)
        }
        return run.stdout
    }

    /// The names of the tables in `database`.
    static func tables(_ database: URL) async throws -> Set<String> {
        let output = try await run(database, "SELECT name FROM sqlite_master WHERE type = 'table';")
        return Set(output.split(separator: "\n").map(String.init))
    }

    /// `/usr/bin/sqlite3` is not installed.
    struct Missing: Error, CustomStringConvertible {
        var description: String { "these tests need the sqlite3 shell at /usr/bin/sqlite3 (apt-get install sqlite3)" }
    }

    /// The shell failed.
    struct Failed: Error, CustomStringConvertible {
        let run: PopcornRun
        var description: String { "sqlite3 failed: \(run)" }
    }
}
