#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the browser can run here: it reads keys from standard input and draws on standard
/// output, so both must be a terminal.
enum TerminalCheck {
    static var isInteractive: Bool {
        isatty(0) == 1 && isatty(1) == 1
    }

    /// The one line (exit 64) for a browser started with a pipe or a file on either side.
    static let notATerminal = CLIFailure(
        .usage, "browse needs a terminal: run it with standard input and output on a TTY, not a pipe or a file")
}
