import Foundation
import Testing

/// Output rules through the real binary: pipes, colour.
@Suite("Output, end to end")
struct OutputEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("Piping into head -1 ends quietly with exit 0")
    func headClosesPipe() async throws {
        let script = #"{ "$POPCORN" movie popular --source catalog; echo "$?" > "$STATUS_FILE"; } | head -1"#
        let statusFile = runner.cacheDirectory.appendingPathComponent("status")
        let run = try await runner.runShell(script, environment: ["STATUS_FILE": statusFile.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.count == 1, "\(run)")
        let status = try String(contentsOf: statusFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "0", "popcorn exited \(status): \(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("A reader that is already gone is not an error")
    func closedPipe() async throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try await ProcessRunner.run(
            executable: runner.binary,
            arguments: ["movie", "popular", "--source", "catalog"],
            environment: runner.fullEnvironment([:]),
            timeout: PopcornRunner.timeout,
            standardOutput: pipe
        )
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test(
        "Output that is not a terminal has no ANSI escapes",
        arguments: [
            ["movie", "550"], ["movie", "credits", "550"], ["movie", "popular"], ["movie", "search", "fight"],
            ["tv", "1396"], ["tv", "season", "1396", "1"], ["tv", "episode", "1396", "S01E01"],
            ["tv", "credits", "1396", "--aggregate"],
        ])
    func noEscapes(arguments: [String]) async throws {
        let run = try await runner.run(arguments + ["--debug"], environment: ["TERM": "xterm-256color"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}["), "\(run)")
        #expect(!run.stderr.contains("\u{1B}["), "\(run)")
    }

    @Test("Overview lines fit in 80 columns when stdout is not a terminal")
    func wrapsToEighty() async throws {
        let run = try await runner.run(["movie", "550"])
        #expect(run.status == 0, "\(run)")
        let long = run.stdoutLines.filter { $0.count > 80 && !$0.contains("https://") }
        #expect(long.isEmpty, "\(long)")
    }
}
