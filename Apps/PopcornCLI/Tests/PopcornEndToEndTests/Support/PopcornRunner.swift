import Foundation

/// Runs the real `popcorn` binary with a clean environment (no TMDb variables from the
/// machine) and its own fresh cache directory, and captures everything it prints.
final class PopcornRunner: Sendable {
    /// How long one run may take before it is killed and the test fails.
    static let timeout: TimeInterval = 60

    let binary: URL
    let cacheDirectory: URL
    /// Variables added to the clean environment (credentials, base URL...).
    let environment: [String: String]

    /// A runner with a new temporary cache directory.
    init(environment: [String: String] = [:]) throws {
        binary = try PopcornBinary.locate()
        cacheDirectory = try TemporaryDirectory.make(prefix: "popcorn-e2e")
        self.environment = environment
    }

    deinit {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// The complete environment of a run: only what a user without TMDb variables would have.
    func fullEnvironment(_ extra: [String: String]) -> [String: String] {
        var result = [
            "PATH": "/usr/bin:/bin",
            "HOME": cacheDirectory.path,
            "LANG": "C.UTF-8",
            "POPCORN_CACHE_DIR": cacheDirectory.path,
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
