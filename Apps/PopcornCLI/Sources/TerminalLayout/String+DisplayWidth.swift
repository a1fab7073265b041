extension String {
    /// The columns the string takes in a terminal: two for a wide (East Asian) character or an
    /// emoji, none for a combining mark, one otherwise (a control character too: it is drawn as one
    /// `�` or space).
    public var displayWidth: Int {
        // Most text is ASCII: one character, so one column, a byte (a control character too, drawn
        // as one), with no Unicode lookups; CR is left out, as CR LF is one character.
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return utf8.count
        }
        return reduce(0) { $0 + $1.displayWidth }
    }

    /// The string cut to at most `width` columns, ending in `…` when something was cut, then
    /// padded with spaces to exactly `width` columns. Line breaks and tabs become spaces, so a
    /// line never spills into the next row, and other control characters `�`, so text from TMDb
    /// can never send the terminal a command.
    public func fitted(to width: Int) -> String {
        guard width > 0 else {
            return ""
        }
        return String(map(TerminalText.shown)).truncated(to: width).padding(toLength: width)
    }
}
