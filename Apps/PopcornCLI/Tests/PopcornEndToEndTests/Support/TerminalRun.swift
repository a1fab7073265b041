import TerminalImages

/// What one run of `popcorn` on a ``ScriptedTerminal`` produced.
struct TerminalRun: Sendable, CustomStringConvertible {
    /// The exit status (or 128 + signal when a signal ended the process).
    let status: Int32
    /// Everything written to the terminal, byte for byte: popcorn's query, the picture and the text,
    /// line ends as CR LF (the terminal's ONLCR makes them).
    let screen: [UInt8]
    let stderr: String

    /// ``screen`` as text.
    var text: String {
        String(decoding: screen, as: UTF8.self)
    }

    /// The terminal's lines, split at CR LF, without the final empty one.
    var lines: [String] {
        Self.lines(of: text)
    }

    /// What was written after popcorn's question to the terminal (the whole text when it asked none):
    /// the picture and the details.
    var textAfterQuery: String {
        guard askedTheTerminal, let end = text.range(of: "\u{1B}[c") else {
            return text
        }
        return String(text[end.upperBound...])
    }

    /// ``textAfterQuery``'s lines.
    var linesAfterQuery: [String] {
        Self.lines(of: textAfterQuery)
    }

    /// Standard error split into non-empty lines.
    var stderrLines: [String] {
        stderr.split(separator: "\n").map(String.init)
    }

    /// The `--debug` lines that say why no poster or photo was drawn.
    var notDrawnLines: [String] {
        stderrLines.filter {
            $0.hasPrefix("popcorn: debug: no poster drawn: ") || $0.hasPrefix("popcorn: debug: no photo drawn: ")
        }
    }

    /// Whether popcorn asked the terminal what it draws: kitty's graphics query (`a=q`) then the device
    /// attributes (`ESC [ c`).
    var askedTheTerminal: Bool {
        text.contains("\u{1B}_Gi=") && text.contains(",a=q,") && text.contains("\u{1B}[c")
    }

    /// The way a picture was drawn, told from the escapes on the terminal; `nil` when none was.
    var drawnWith: TerminalImageProtocol? {
        if text.contains("\u{1B}_Ga=T") {
            return .kitty
        }
        if text.contains("\u{1B}P0;1;0q") {
            return .sixel
        }
        if text.contains("\u{1B}]1337;File=") {
            return .iterm
        }
        if text.contains("\u{2580}") {
            return .blocks
        }
        return nil
    }

    /// The terminal's text after the last string terminator (`ESC \`) or BEL, the end of a kitty, sixel
    /// or iTerm2 picture; the whole text when there is none.
    var textAfterPicture: String {
        let ends = ["\u{1B}\\", "\u{07}"].compactMap { text.range(of: $0, options: .backwards) }
        guard let last = ends.max(by: { $0.upperBound < $1.upperBound }) else {
            return text
        }
        return String(text[last.upperBound...])
    }

    /// `text` split at CR LF, without the final empty piece.
    private static func lines(of text: String) -> [String] {
        var pieces = text.components(separatedBy: "\r\n")
        if pieces.last == "" {
            pieces.removeLast()
        }
        return pieces
    }

    var description: String {
        let visible = text.replacingOccurrences(of: "\u{1B}", with: "⎋").replacingOccurrences(of: "\u{07}", with: "⍾")
        let shown = visible.count > 6000 ? String(visible.prefix(6000)) + "… (\(visible.count) characters)" : visible
        return "exit \(status)\n--- terminal ---\n\(shown)\n--- stderr ---\n\(stderr)"
    }
}
