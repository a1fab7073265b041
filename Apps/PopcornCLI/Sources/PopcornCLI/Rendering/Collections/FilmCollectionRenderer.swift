import CollectionsApplication
import TerminalLayout

/// The human view of `popcorn collection <ref>`: the collection's name, its overview, then its movies
/// in release order, one aligned row each with its year, title, rating and the command that opens it
/// (`  1972  The Godfather  8.7  popcorn movie 238`). Titles are cut to fit the width; commands never
/// are, and on a narrow terminal the rating goes first, then the year.
struct FilmCollectionRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ collection: FilmCollectionDetails) -> String {
        var lines = TextWrapper(width: width).lines(collection.name).map(style.title)
        if let overview = collection.overview, !overview.isEmpty {
            lines += [""] + TextWrapper(width: width).lines(overview)
        }
        lines.append("")
        let rows = collection.parts.map(FilmCollectionPartRow.init)
        if rows.isEmpty {
            lines.append("TMDb lists no movies in it yet.")
        } else {
            lines.append(style.heading(DisplayFormat.count(rows.count, "movie", "movies") + ", in release order"))
            lines += self.lines(rows)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per movie, the columns aligned.
    func lines(_ rows: [FilmCollectionPartRow]) -> [String] {
        guard !rows.isEmpty else {
            return []
        }
        let ratingWidth = rows.map(\.rating.displayWidth).max() ?? 1
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // The rating goes first on a narrow terminal, then the year; the command always stays.
        let fit = TableFit(
            width: width, fixed: 2 + 2 + commandWidth, optional: [ratingWidth + 2, 6],
            longest: rows.map(\.title.displayWidth).max() ?? 0)
        return rows.map { row in
            let year = fit.shows(1) ? style.muted(row.year ?? "    ") + "  " : ""
            let title = row.title.truncated(to: fit.flexible).padding(toLength: fit.flexible)
            let rating = fit.shows(0) ? style.rating(row.rating.leftPadding(toLength: ratingWidth)) + "  " : ""
            return "  " + year + title + "  " + rating + style.command(row.command)
        }
    }
}
