import TerminalLayout

/// Rows that each end with their command when every one fits the width; otherwise the rows
/// alone (cut to the width) and the command shown once, under them, for the first row.
struct HintedRows: Sendable {
    let rows: [HintedRow]

    /// Whether every row fits the width with its command after it.
    func commandsFit(width: Int) -> Bool {
        rows.allSatisfy { $0.plain.displayWidth + 2 + $0.command.displayWidth <= width }
    }

    /// The lines to print and, when the commands did not fit, the footer that shows one.
    /// - Parameter footerLabel: Opens the footer line, e.g. `Open an episode:`.
    func render(style: TextStyle, width: Int, footerLabel: String) -> (lines: [String], footer: String?) {
        if commandsFit(width: width) {
            return (rows.map { $0.styled + "  " + style.command($0.command) }, nil)
        }
        let lines = rows.map { $0.plain.displayWidth <= width ? $0.styled : $0.plain.truncated(to: width) }
        let footer = rows.first.map { footerLabel + " " + style.command($0.command) }
        return (lines, footer)
    }
}
