/// What the scripted terminal (`Scripts/lib/pty_terminal.py --answer`) says when popcorn asks which
/// pictures it draws (kitty's graphics query, then the device attributes).
enum TerminalAnswer: String, Sendable {
    /// kitty's `OK` to the graphics query, then device attributes without sixel.
    case kitty
    /// Device attributes that include 4: sixel graphics.
    case sixel
    /// Device attributes without 4, and no answer to the graphics query: a plain terminal.
    case plain
    /// Nothing at all, as a terminal that ignores both questions.
    case none
}
