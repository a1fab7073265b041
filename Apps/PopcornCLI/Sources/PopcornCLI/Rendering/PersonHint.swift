import TerminalLayout

/// The footer that says how to open anyone a movie or series view lists by id.
enum PersonHint {
    /// The command that opens a person, with a placeholder for the id each row shows.
    static let command = "popcorn person <id>"

    /// `Open a person: popcorn person <id>`, the label padded to `labelWidth` to line up with
    /// the lines around it.
    static func footer(style: TextStyle, labelWidth: Int = 0) -> String {
        "Open a person:".padding(toLength: labelWidth) + " " + style.command(command)
    }
}
