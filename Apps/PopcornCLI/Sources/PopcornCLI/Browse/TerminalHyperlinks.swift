/// Whether the terminal popcorn runs in turns OSC 8 sequences into links. No terminal says so when
/// asked, so this goes by what the terminals that do set in the environment; a terminal not known
/// to make links gets the address as plain text, which every terminal shows.
enum TerminalHyperlinks {
    /// Whether `environment` names a terminal known to make links of OSC 8.
    static func areSupported(in environment: [String: String]) -> Bool {
        if let program = environment["TERM_PROGRAM"],
            ["iTerm.app", "WezTerm", "vscode", "Hyper", "ghostty", "rio", "Tabby"].contains(program)
        {
            return true
        }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 {
            return true  // GNOME Terminal, Tilix and the other VTE terminals since 0.50.
        }
        if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil
            || environment["KONSOLE_VERSION"] != nil
        {
            return true
        }
        let term = environment["TERM"] ?? ""
        return ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty"].contains { term.hasPrefix($0) }
    }
}
