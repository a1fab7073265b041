import TerminalLayout

/// A compact, aligned block of `label  value` lines; long values wrap under their own column, and a
/// value may be followed by the command that opens it (`Part of  The Godfather Collection  popcorn
/// collection 230`).
struct FactsBlock: Sendable {
    /// The lines' labels, values and commands, in order; empty values are left out.
    private(set) var rows: [(label: String, value: String, command: String?)] = []

    /// Adds a row when `value` is present and not empty.
    mutating func add(_ label: String, _ value: String?) {
        add(label, value, command: nil)
    }

    /// Adds a row when `value` is present and not empty, its value followed by `command`, styled as
    /// a command and never wrapped: on the value's last line when it fits there, else on its own.
    mutating func add(_ label: String, _ value: String?, command: String?) {
        guard let value, !value.isEmpty else {
            return
        }
        rows.append((label, value, command))
    }

    /// The block, indented by two spaces, wrapped to `width`, one line per row (more when wrapped);
    /// a value too long for its column and impossible to wrap goes on the line after its label.
    func render(style: TextStyle, width: Int) -> [String] {
        let labelWidth = rows.map(\.label.displayWidth).max() ?? 0
        let indent = "  "
        let valueIndent = String(repeating: " ", count: indent.count + labelWidth + 2)
        let wrapper = TextWrapper(width: max(width - valueIndent.count, 20))
        var lines: [String] = []
        let available = width - valueIndent.count
        for row in rows {
            let label = row.label.padding(toLength: labelWidth)
            var valueLines = wrapper.lines(row.value)
            if valueLines.contains(where: { $0.displayWidth > available }) {
                // An unbreakable value (a URL) that overflows its column goes on its own line instead.
                lines.append(indent + style.muted(row.label))
                lines.append(indent + indent + row.value)
                if let command = row.command {
                    lines.append(indent + indent + style.command(command))
                }
                continue
            }
            if let command = row.command {
                // Measured before it is styled, so alignment never counts escape codes.
                if let last = valueLines.last, last.displayWidth + 2 + command.displayWidth <= available {
                    valueLines[valueLines.count - 1] = last + "  " + style.command(command)
                } else {
                    valueLines.append(style.command(command))
                }
            }
            for (index, valueLine) in valueLines.enumerated() {
                if index == 0 {
                    lines.append(indent + style.muted(label) + "  " + valueLine)
                } else {
                    lines.append(valueIndent + valueLine)
                }
            }
        }
        return lines
    }
}
