import Foundation

/// A pseudo-terminal of a chosen size that popcorn runs on, driven by `Scripts/lib/pty_terminal.py`:
/// standard input and output and `/dev/tty` are the terminal, standard error stays apart, and the
/// terminal's answer to popcorn's picture query is scripted.
struct ScriptedTerminal: Sendable {
    var columns = 100
    var rows = 30
    /// The window's size in pixels, as `TIOCGWINSZ` reports it; `nil` for a terminal that reports none.
    var pixels: (width: Int, height: Int)?
    var answer = TerminalAnswer.none

    /// The script, found from this file's path like the binary's default location.
    static var script: URL {
        PopcornBinary.repositoryRoot().appendingPathComponent("Scripts/lib/pty_terminal.py")
    }

    /// Runs `popcorn arguments...` on this terminal with `runner`'s clean environment, `TERM` set to
    /// `xterm-256color` unless `extra` names another, and `extra` on top.
    func run(_ arguments: [String], runner: PopcornRunner, environment extra: [String: String] = [:]) async throws
        -> TerminalRun
    {
        let directory = try TemporaryDirectory.make(prefix: "popcorn-pty")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("terminal")
        var environment = runner.fullEnvironment(["TERM": "xterm-256color"])
        environment.merge(extra) { _, new in new }
        let pixelSize = pixels.map { "\($0.width)x\($0.height)" } ?? "0x0"
        let run = try await ProcessRunner.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", Self.script.path, "--rows", "\(rows)", "--columns", "\(columns)", "--pixels", pixelSize,
                "--answer", answer.rawValue, "--output", output.path, "--", runner.binary.path,
            ] + arguments,
            environment: environment,
            timeout: PopcornRunner.timeout)
        let screen = (try? Data(contentsOf: output)).map { [UInt8]($0) } ?? []
        return TerminalRun(status: run.status, screen: screen, stderr: run.stderr)
    }
}
