extension String {
    /// The line without the spaces that pad it to the terminal's width.
    var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
