import TerminalLayout

/// Where the program speaks: data on standard output, one-line diagnostics on standard error.
///
/// Every diagnostic is a single line prefixed `popcorn: <kind>: `, with credentials redacted. Human
/// text and diagnostics pass through ``TerminalLayout/TerminalText``, so a control character in a
/// title or a note is shown, never obeyed; a document (JSON, an export) is written byte for byte.
struct Console: Sendable {
    /// The data stream (human text or one JSON document).
    let output: StandardStream
    /// The diagnostics stream.
    let errors: StandardStream
    /// Scrubs credentials from diagnostics.
    let redactor: SecretRedactor

    init(
        output: StandardStream = .output,
        errors: StandardStream = .error,
        redactor: SecretRedactor = .none
    ) {
        self.output = output
        self.errors = errors
        self.redactor = redactor
    }

    /// Writes a human view to standard output: its styling and line breaks as laid out, control
    /// characters from the data made harmless. Throws when the write fails.
    func write(_ text: String) throws(StandardOutputFailure) {
        try output.write(TerminalText.forTerminal(text))
    }

    /// Writes a document (JSON, a CSV export) to standard output exactly as it is: JSON escapes
    /// control characters itself, and an export must read back byte for byte.
    func writeDocument(_ text: String) throws(StandardOutputFailure) {
        try output.write(text)
    }

    /// Writes a picture's escape sequences (kitty, sixel, iTerm2, half blocks) as they are: popcorn
    /// encodes them itself from decoded pixels, so nothing from TMDb's text is in them.
    func writePicture(_ sequences: String) throws(StandardOutputFailure) {
        try output.write(sequences)
    }

    /// `popcorn: error: <message>` on standard error.
    func error(_ message: String) {
        diagnostic("error", message)
    }

    /// `popcorn: warning: <message>` on standard error.
    func warning(_ message: String) {
        diagnostic("warning", message)
    }

    /// `popcorn: note: <message>` on standard error.
    func note(_ message: String) {
        diagnostic("note", message)
    }

    /// `popcorn: debug: <message>` on standard error.
    func debug(_ message: String) {
        diagnostic("debug", message)
    }

    /// A line that belongs to the diagnostic above it (a candidate under "matches several"), written
    /// as it is, without the `popcorn:` prefix.
    func detail(_ text: String) {
        let flattened = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        try? errors.write(TerminalText.plainLine(redactor.redact(flattened)) + "\n")
    }

    /// The single line written for a diagnostic of `kind`; internal so tests can check it.
    func line(_ kind: String, _ message: String) -> String {
        let flattened = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return TerminalText.plainLine(redactor.redact("popcorn: \(kind): \(flattened)")) + "\n"
    }

    /// `popcorn: <kind>: <message>` on standard error, ignoring a closed standard error.
    func diagnostic(_ kind: String, _ message: String) {
        // Nothing sensible can be done when standard error itself is closed.
        try? errors.write(line(kind, message))
    }
}
