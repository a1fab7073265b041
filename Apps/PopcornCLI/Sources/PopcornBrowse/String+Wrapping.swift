extension String {
    /// The string broken into lines of at most `width` columns at spaces; a word longer than a
    /// line is left for ``fitted(to:)`` to cut.
    public func wrapped(to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in split(whereSeparator: \.isWhitespace) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if candidate.displayWidth <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
