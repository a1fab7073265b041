/// What one run of `popcorn` produced.
struct PopcornRun: Sendable, CustomStringConvertible {
    /// The exit status (or 128 + signal when a signal ended the process).
    let status: Int32
    let stdout: String
    let stderr: String

    /// Standard output split into lines (without the final empty one).
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stdout.hasSuffix("\n") ? 1 : 0).map(
            String.init)
    }

    /// Standard error split into non-empty lines.
    var stderrLines: [String] {
        stderr.split(separator: "\n").map(String.init)
    }

    var description: String {
        "exit \(status)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }
}
