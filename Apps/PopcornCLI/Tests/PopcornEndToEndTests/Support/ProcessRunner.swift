import Foundation

/// Starts a process with its output captured in temporary files (so neither stream can fill
/// up and block it), waits without blocking a thread, and kills it after a timeout.
enum ProcessRunner {
    /// Runs `executable` to completion.
    static func run(
        executable: URL,
        arguments: [String],
        environment: [String: String],
        timeout: TimeInterval,
        standardOutput: Pipe? = nil
    ) async throws -> PopcornRun {
        let directory = try TemporaryDirectory.make(prefix: "popcorn-run")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput ?? outHandle
        process.standardError = errHandle

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                let code =
                    finished.terminationReason == .uncaughtSignal
                    ? 128 + finished.terminationStatus : finished.terminationStatus
                continuation.resume(returning: code)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                try? outHandle.close()
                try? errHandle.close()
                continuation.resume(throwing: error)
                return
            }
            // The child writes through its own copies: the test process keeps no descriptor per
            // running child. A suite runs hundreds at once, and with some 1,300 descriptors open,
            // Foundation's Process.run (6.3.1) reads past its listing of /proc/self/fd and crashes
            // (swift-corelibs-foundation#5472).
            try? outHandle.close()
            try? errHandle.close()
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if process.isRunning {
                    process.terminate()
                }
            }
        }
        return PopcornRun(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
