/// A key the browser acts on, decoded from the terminal's bytes by ``KeyDecoder``.
public enum BrowseKey: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, backspace, escape, tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Ctrl-C, read as a byte since the terminal is in raw mode.
    case interrupt
    case character(Character)
}
