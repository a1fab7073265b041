extension String {
    /// The string broken into lines of at most `width` columns at spaces, its line breaks read as
    /// spaces; a word longer than a line is left for ``fitted(to:)`` to cut.
    public func wrapped(to width: Int) -> [String] {
        TextWrapper(width: width).lines(String(map { $0.isNewline ? " " : $0 }))
    }
}
