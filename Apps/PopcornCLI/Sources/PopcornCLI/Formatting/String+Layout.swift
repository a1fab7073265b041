extension String {
    /// The string padded with spaces to `length` characters (never truncated).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string right-aligned in `length` characters (never truncated).
    func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }

    /// The string cut to `length` characters, ending with `…` when it was longer.
    func truncated(to length: Int) -> String {
        guard count > length, length > 1 else {
            return self
        }
        return String(prefix(length - 1)) + "…"
    }
}
