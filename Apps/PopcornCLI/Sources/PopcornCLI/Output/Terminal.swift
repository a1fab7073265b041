#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the program knows about where its standard output goes.
struct Terminal: Sendable, Equatable {
    /// Whether standard output is a terminal (colour and terminal width apply only then).
    let isInteractive: Bool
    /// The width to wrap text to: the terminal's columns, or 80 when output is not a terminal.
    let width: Int

    /// The width used when output goes to a file or a pipe, or when the terminal does not say.
    static let defaultWidth = 80

    /// Reads the state of standard output.
    static func current() -> Terminal {
        let interactive = StandardStream.output.isTerminal
        guard interactive else {
            return Terminal(isInteractive: false, width: defaultWidth)
        }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
            return Terminal(isInteractive: true, width: Int(size.ws_col))
        }
        return Terminal(isInteractive: true, width: defaultWidth)
    }
}
