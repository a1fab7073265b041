/// How a terminal is asked to draw a picture: each terminal family speaks one of these, and the
/// rest get coloured half blocks, which any terminal with colour shows.
public enum TerminalImageProtocol: String, CaseIterable, Sendable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): pixels sent once, scaled by
    /// the terminal into the cells asked for.
    case kitty
    /// DEC sixel graphics (foot, WezTerm, xterm built with sixel, mlterm, Windows Terminal): a
    /// palette and bands of six pixel rows, drawn at the size sent.
    case sixel
    /// iTerm2's inline images: the JPEG or PNG file itself, scaled by the terminal.
    case iterm
    /// Unicode upper half blocks in colour: two pixels a cell, for every other terminal.
    case blocks
    /// Nothing drawn (`POPCORN_IMAGES=off`, `--no-images`, a dumb terminal).
    case off

    /// The values `POPCORN_IMAGES` takes, for its error message.
    public static let names = allCases.map(\.rawValue).joined(separator: "|")
}
