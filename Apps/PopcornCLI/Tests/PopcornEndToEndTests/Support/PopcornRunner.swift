import Foundation

/// Runs the real `popcorn` binary with a clean environment (no TMDb variables from the
/// machine), its own fresh cache directory, user-data directory and config directory, and
/// captures everything it prints.
///
/// popcorn derives its default locations from `$HOME` (``HomeDirectory``), and every one of them
/// is also set explicitly here, so no run reads the real config file or writes the real search
/// history, whatever the machine's home directory is.
final class PopcornRunner: Sendable {
    /// How long one run may take before it is killed and the test fails.
    static let timeout: TimeInterval = 60

    let binary: URL
    let cacheDirectory: URL
    /// Holds this runner's user data and config directories (removed with the runner).
    let userDirectory: URL
    /// Variables added to the clean environment (credentials, base URL...).
    let environment: [String: String]

    /// A runner with a new temporary cache directory, and user data and config directories of its
    /// own, outside the cache directory (as `~/.local/share` is outside `~/.cache`).
    init(environment: [String: String] = [:]) throws {
        binary = try PopcornBinary.locate()
        cacheDirectory = try TemporaryDirectory.make(prefix: "popcorn-e2e")
        userDirectory = try TemporaryDirectory.make(prefix: "popcorn-e2e-user")
        self.environment = environment
    }

    deinit {
        try? FileManager.default.removeItem(at: cacheDirectory)
        try? FileManager.default.removeItem(at: userDirectory)
    }

    /// `POPCORN_DATA_DIR`: where the search history goes (created by popcorn on first use).
    var dataDirectory: URL {
        userDirectory.appendingPathComponent("data", isDirectory: true)
    }

    /// `XDG_CONFIG_HOME`: a test writes `popcorn/config.json` here to give popcorn a config file.
    var configHome: URL {
        userDirectory.appendingPathComponent("config", isDirectory: true)
    }

    /// The complete environment of a run: only what a user without TMDb variables would have.
    func fullEnvironment(_ extra: [String: String]) -> [String: String] {
        var result = [
            "PATH": "/usr/bin:/bin",
            "HOME": cacheDirectory.path,
            "LANG": "C.UTF-8",
            "POPCORN_CACHE_DIR": cacheDirectory.path,
            "POPCORN_DATA_DIR": dataDirectory.path,
            "XDG_CONFIG_HOME": configHome.path,
        ]
        result.merge(environment) { _, new in new }
        result.merge(extra) { _, new in new }
        return result
    }

    /// Runs `popcorn arguments...` and waits for it.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> PopcornRun {
        try await ProcessRunner.run(
            executable: binary,
            arguments: arguments,
            environment: fullEnvironment(extra),
            timeout: Self.timeout
        )
    }

    /// Runs a `/bin/sh -c` script with `$POPCORN` set to the binary and the same environment.
    func runShell(_ script: String, environment extra: [String: String] = [:]) async throws -> PopcornRun {
        var environment = fullEnvironment(extra)
        environment["POPCORN"] = binary.path
        return try await ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script],
            environment: environment,
            timeout: Self.timeout
        )
    }
}
