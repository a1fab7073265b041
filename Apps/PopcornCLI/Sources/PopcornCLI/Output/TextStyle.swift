import TerminalLayout

/// The few text styles human output uses, applied only when colour is on.
///
/// Renderers measure and pad plain text first and style it last, so alignment never counts
/// escape codes. A style is written as ``TerminalLayout/TerminalText/styled(_:sgr:)`` marks it,
/// so that the console can tell the layout's own escapes from control characters in the data.
struct TextStyle: Sendable {
    /// Whether styles produce escapes.
    let isEnabled: Bool

    /// No escapes at all (non-TTY output, `NO_COLOR`, `--no-color`).
    static let plain = TextStyle(isEnabled: false)

    /// A title line: bold.
    func title(_ text: String) -> String {
        styled(text, "1")
    }

    /// A section heading: bold and underlined.
    func heading(_ text: String) -> String {
        styled(text, "1;4")
    }

    /// A fact label or other secondary text: dim.
    func muted(_ text: String) -> String {
        styled(text, "2")
    }

    /// A TMDb id: cyan.
    func identifier(_ text: String) -> String {
        styled(text, "36")
    }

    /// A command the reader can copy: green.
    func command(_ text: String) -> String {
        styled(text, "32")
    }

    /// A rating: yellow.
    func rating(_ text: String) -> String {
        styled(text, "33")
    }

    private func styled(_ text: String, _ sgr: String) -> String {
        isEnabled && !text.isEmpty ? TerminalText.styled(text, sgr: sgr) : text
    }
}
