/// Which ``TerminalImageProtocol`` a terminal speaks, told from its environment where that names
/// the terminal, else from its answer to ``query``. Pure, so that every rule is tested without a
/// terminal; the asking itself is the caller's.
public enum TerminalImageDetection {
    /// The protocol the environment names, or `nil` when it cannot tell (a plain `xterm-256color`
    /// could be xterm, foot behind ssh, or anything else): the caller then asks the terminal.
    ///
    /// Multiplexers come first: tmux and screen pass no graphics on by default, so inside them
    /// only half blocks are sure to show. `TERM=dumb` draws nothing.
    public static func protocolNamed(by environment: [String: String]) -> TerminalImageProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term.isEmpty || term == "dumb" {
            return .off
        }
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return .blocks
        }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty"
            || ["ghostty", "WezTerm"].contains(program) || environment["KONSOLE_VERSION"] != nil
        {
            return .kitty
        }
        if program == "iTerm.app" {
            return .iterm
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || program == "mlterm"
            || environment["WT_SESSION"] != nil
        {
            return .sixel
        }
        if term == "linux" || program == "Apple_Terminal" {
            return .blocks
        }
        return nil
    }

    /// The colours half blocks may use: 24-bit where `COLORTERM` says so or the terminal is one
    /// known to have them, else the 256 of xterm's palette.
    public static func colourDepth(in environment: [String: String]) -> TerminalColourDepth {
        let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" {
            return .trueColour
        }
        if let named = protocolNamed(by: environment), [.kitty, .iterm].contains(named) {
            return .trueColour
        }
        return .palette256
    }

    /// The id of the one-pixel image the kitty query sends.
    static let queryImageID = 31

    /// What is written to the terminal to ask: kitty's graphics query (a 1×1 image that is checked,
    /// never stored or shown) and then the primary device attributes, which every terminal
    /// answers, so the answer's end is known without waiting out the timeout.
    public static let query =
        "\u{1B}_Gi=\(queryImageID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[c"

    /// Whether `answer` holds the reply to the device attributes (`ESC [ ? … c`), the last thing a
    /// terminal says to ``query``.
    public static func isComplete(_ answer: [UInt8]) -> Bool {
        deviceAttributes(in: answer) != nil
    }

    /// What a terminal's `answer` to ``query`` says it speaks: kitty when the graphics query came
    /// back `OK`, sixel when the device attributes list 4 among its features (after the first
    /// parameter, which names the terminal's class: `?4;6c` is a VT132, not sixel), else half blocks.
    public static func protocolAnswered(by answer: [UInt8]) -> TerminalImageProtocol {
        let text = String(decoding: answer, as: UTF8.self)
        if text.contains("\u{1B}_Gi=\(queryImageID);OK") {
            return .kitty
        }
        if let attributes = deviceAttributes(in: answer), attributes.dropFirst().contains("4") {
            return .sixel
        }
        return .blocks
    }

    /// The parameters of the device attributes reply (`ESC [ ? 62 ; 4 ; 22 c` → `["62", "4", "22"]`).
    static func deviceAttributes(in answer: [UInt8]) -> [String]? {
        let text = String(decoding: answer, as: UTF8.self)
        guard let start = text.range(of: "\u{1B}[?") else {
            return nil
        }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "c") else {
            return nil
        }
        let parameters = rest[..<end]
        guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else {
            return nil
        }
        return parameters.split(separator: ";").map(String.init)
    }
}
