import Foundation
import Testing

/// What every poster test needs: a runner with its own cache, a loopback TMDb that is its own image
/// host (``PosterTMDbRouter``), and runs of popcorn on a scripted terminal or on plain files, none of
/// which may print the API key.
struct PosterHarness {
    static let apiKey = "k3y-POSTER-NEVER-LEAKS-2580"
    /// The fixture movie, as typed on the command line.
    static let movie = String(TMDbFixtures.movieID)

    let runner: PopcornRunner
    let server: LoopbackTMDbServer

    /// A harness whose movie's poster is `poster` (a name ``PosterImageHost`` serves, or `nil` for
    /// none), on the loopback server or, when given, on `imageHost` (`127.0.0.1:<port>`).
    init(poster: String? = "flat.jpg", imageHost: String? = nil) throws {
        runner = try PopcornRunner()
        server = try LoopbackTMDbServer(router: PosterTMDbRouter.router(poster: poster, imageHost: imageHost))
    }

    /// The credentials and the loopback server, then `extra`.
    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// `popcorn arguments...` on `terminal`.
    func onTerminal(
        _ arguments: [String], _ terminal: ScriptedTerminal = ScriptedTerminal(),
        environment extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TerminalRun {
        let run = try await terminal.run(arguments, runner: runner, environment: environment(extra))
        #expect(
            !run.text.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)",
            sourceLocation: sourceLocation)
        return run
    }

    /// `popcorn arguments...` with standard output a file, not a terminal.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> PopcornRun {
        let run = try await runner.run(arguments, environment: environment(extra))
        #expect(
            !run.stdout.contains(Self.apiKey) && !run.stderr.contains(Self.apiKey), "a run leaked the key: \(run)",
            sourceLocation: sourceLocation)
        return run
    }

    /// The image paths asked of the host so far (`/t/p/w92/flat.jpg`), oldest first.
    var imageRequests: [String] {
        PosterTMDbRouter.imageRequests(server)
    }

    /// `$POPCORN_CACHE_DIR/images`, where posters are kept.
    var imageCacheDirectory: URL {
        runner.cacheDirectory.appendingPathComponent("images", isDirectory: true)
    }

    /// The names of the files kept in the image cache (none when the folder is not there).
    var cachedImages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: imageCacheDirectory.path)) ?? []).sorted()
    }
}
