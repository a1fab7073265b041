/// What the program knows about where its standard output goes.
struct Terminal: Sendable, Equatable {
    /// Whether standard output is a terminal (colour and terminal width apply only then).
    let isInteractive: Bool
    /// The width to wrap text to: the terminal's columns, or 80 when output is not a terminal.
    let width: Int

    /// The width used when output goes to a file or a pipe, or when the terminal does not say.
    static let defaultWidth = 80

    /// The narrowest width honoured: below it, tables could not keep an id and a command whole.
    static let minimumWidth = 40

    /// Reads the state of standard output. `COLUMNS`, as `ls` reads it, sets the width when it is a
    /// number (a script laying out for a narrow pane, or a test); else a terminal's own width counts.
    static func current(environment: [String: String] = [:]) -> Terminal {
        let interactive = StandardStream.output.isTerminal
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return Terminal(isInteractive: interactive, width: max(columns, minimumWidth))
        }
        guard interactive else {
            return Terminal(isInteractive: false, width: defaultWidth)
        }
        if let size = TerminalWindowSize.measured(), size.columns > 0 {
            return Terminal(isInteractive: true, width: max(size.columns, minimumWidth))
        }
        return Terminal(isInteractive: true, width: defaultWidth)
    }
}
