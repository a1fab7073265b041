import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts `popcorn` and kills it with SIGKILL after a given delay, to prove the cache survives.
enum KilledRun {
    /// Runs `arguments`, sends SIGKILL to that very process after `milliseconds`, and waits (at
    /// most 30 s) for it to end. Returns whether the process was still running when killed.
    ///
    /// Both waits suspend rather than sleep, so the few threads that run every test's tasks stay
    /// free for the other tests meanwhile.
    @discardableResult
    static func run(
        _ runner: PopcornRunner, _ arguments: [String], killAfter milliseconds: Int,
        environment: [String: String] = [:]
    ) async throws -> Bool {
        let process = Process()
        process.executableURL = runner.binary
        process.arguments = arguments
        process.environment = runner.fullEnvironment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await Task.sleep(for: .milliseconds(max(milliseconds, 0)))
        let wasRunning = process.isRunning
        if wasRunning {
            _ = kill(process.processIdentifier, SIGKILL)
        }
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        return wasRunning
    }
}
