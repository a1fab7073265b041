import CollectionsApplication
import TerminalLayout

/// One movie of a collection as its table lists it: year, title, rating and the command that opens it.
struct FilmCollectionPartRow: Sendable, Equatable {
    /// The release year, or `nil` when the movie has no date yet.
    let year: String?
    /// The title on one line: a line break or control character from TMDb is drawn as one column.
    let title: String
    /// `8.7`, or `-` when nobody has voted.
    let rating: String
    /// `popcorn movie 238`.
    let command: String

    init(_ part: FilmCollectionPartDetails) {
        year = part.releaseYear.map(String.init)
        title = String(part.title.map(TerminalText.shown))
        rating = part.rating.map(DisplayFormat.oneDecimal) ?? "-"
        command = "popcorn movie \(part.id)"
    }
}
