import CoreApplication
import GenresDomain
import TerminalLayout

/// The human view of `popcorn genres`: for each kind, a heading, then one row per genre with its
/// name, its id and the command that discovers titles of that genre
/// (`popcorn discover movie --genre 'science fiction'`).
struct GenreListRenderer: Sendable {
    let style: TextStyle
    let width: Int
    /// The language the names are in when it is not the default: each command then carries
    /// `--language`, since a name is looked up in the language of the command that types it.
    var language: String? = nil

    /// Every list of `document`, movies first, a blank line between them, ending with a newline.
    func render(_ document: GenreListsDocument) -> String {
        document.lists.map { section($0.mediaType, $0.genres) }.joined(separator: "\n")
    }

    /// One kind's list: `Movie genres (19)`, a blank line, the rows and a blank line.
    func section(_ mediaType: GenreMediaType, _ genres: [GenreDetails]) -> String {
        var lines = [style.title("\(mediaType.heading) (\(genres.count))"), ""]
        if genres.isEmpty {
            lines.append("TMDb lists no \(mediaType.noun) genres.")
        } else {
            let (rows, footer) = HintedRows(rows: rows(mediaType, genres)).render(
                style: style, width: width, footerLabel: "Discover by genre:")
            lines += rows
            if let footer {
                lines += ["", footer]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  Science Fiction  878` and its command, names and ids aligned.
    func rows(_ mediaType: GenreMediaType, _ genres: [GenreDetails]) -> [HintedRow] {
        let nameWidth = genres.map(\.name.displayWidth).max() ?? 0
        let idWidth = genres.map { String($0.id).count }.max() ?? 0
        return genres.map { genre in
            let name = genre.name.padding(toLength: nameWidth)
            let id = String(genre.id).leftPadding(toLength: idWidth)
            return HintedRow(
                plain: "  " + name + "  " + id,
                styled: "  " + name + "  " + style.identifier(id),
                command: Self.discoverCommand(mediaType, genre, language: language))
        }
    }

    /// `popcorn discover movie --genre drama`: the genre's name in lower case, quoted for the shell,
    /// with `--language fr-FR` when the names are in a language other than the default.
    static func discoverCommand(_ mediaType: GenreMediaType, _ genre: GenreDetails, language: String? = nil)
        -> String
    {
        let words = ["popcorn", "discover", mediaType.rawValue, "--genre", genre.name.lowercased()]
        return ShellQuoting.join(words + (language.map { ["--language", $0] } ?? []))
    }
}
