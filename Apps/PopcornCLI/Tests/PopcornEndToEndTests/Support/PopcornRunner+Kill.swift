import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PopcornRunner {
    /// Runs `arguments`, kills the process with SIGKILL after `milliseconds` unless it has ended,
    /// and returns its exit status when it ended on its own (`nil` when it was killed).
    ///
    /// The kill is timed on a Dispatch queue and the end awaited through the process's termination
    /// handler, so a busy test run (whose tasks share a few threads) cannot delay the kill until
    /// after the process is done.
    func runKilled(_ arguments: [String], after milliseconds: Int) async throws -> Int32? {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = fullEnvironment([:])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let killed = Mutex(false)
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(max(milliseconds, 0))) {
                if process.isRunning {
                    killed.withLock { $0 = true }
                    _ = kill(process.processIdentifier, SIGKILL)
                }
            }
        }
        return killed.withLock { $0 } ? nil : status
    }
}
