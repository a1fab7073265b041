extension String {
    /// The string padded with spaces to `width` columns (never truncated), measured as a terminal
    /// shows it (``displayWidth``), so a column after a Japanese title lines up with one after an
    /// English title.
    public func padding(toLength width: Int) -> String {
        let used = displayWidth
        return used >= width ? self : self + String(repeating: " ", count: width - used)
    }

    /// The string right-aligned in `width` columns (never truncated).
    public func leftPadding(toLength width: Int) -> String {
        let used = displayWidth
        return used >= width ? self : String(repeating: " ", count: width - used) + self
    }

    /// The string cut to at most `width` columns, ending with `…` when it was longer (not padded);
    /// a space left before the `…` goes, so a cut reads `The Silence of…`, not `The Silence of …`.
    public func truncated(to width: Int) -> String {
        guard displayWidth > width else {
            return self
        }
        guard width > 0 else {
            return ""
        }
        var kept = ""
        var used = 0
        for character in self {
            let columns = character.displayWidth
            if used + columns > width - 1 {
                break
            }
            kept.append(character)
            used += columns
        }
        while kept.last == " " {
            kept.removeLast()
        }
        return kept + "…"
    }
}
