@preconcurrency import Rainbow

/// The few text styles human output uses, applied with Rainbow only when colour is on.
///
/// Renderers measure and pad plain text first and style it last, so alignment never counts
/// escape codes.
struct TextStyle: Sendable {
    /// Whether styles produce ANSI escapes.
    let isEnabled: Bool

    /// No escapes at all (non-TTY output, `NO_COLOR`, `--no-color`).
    static let plain = TextStyle(isEnabled: false)

    /// Points Rainbow's process-wide switches at this decision; call once, before rendering.
    static func configureRainbow(enabled: Bool) {
        Rainbow.enabled = enabled
        Rainbow.outputTarget = enabled ? .console : .unknown
    }

    /// A title line: bold.
    func title(_ text: String) -> String {
        isEnabled ? text.bold : text
    }

    /// A section heading: bold and underlined.
    func heading(_ text: String) -> String {
        isEnabled ? text.bold.underline : text
    }

    /// A fact label or other secondary text: dim.
    func muted(_ text: String) -> String {
        isEnabled ? text.dim : text
    }

    /// A TMDb id: cyan.
    func identifier(_ text: String) -> String {
        isEnabled ? text.cyan : text
    }

    /// A command the reader can copy: green.
    func command(_ text: String) -> String {
        isEnabled ? text.green : text
    }

    /// A rating: yellow.
    func rating(_ text: String) -> String {
        isEnabled ? text.yellow : text
    }
}
