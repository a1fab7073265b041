import CoreApplication
import TerminalLayout

/// The human view of a discovery: a heading saying what was asked, one aligned row per title with its
/// year, rating and command (`  Fight Club  1999  8.4  popcorn movie 550`), then the next page's command.
/// Titles are cut to fit the width; commands never are.
struct DiscoverRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What was asked, e.g. `Movies (genre drama, released in 1999), highest rated first`.
    ///   - noun: What the titles are, for `No movies found.`: `movies`, `series`.
    ///   - nextPageCommand: The command that shows a given page of the same discovery.
    func render(
        _ page: MediaPreviewDetailsPage, heading: String, noun: String, nextPageCommand: (Int) -> String
    ) -> String {
        PreviewListRenderer(style: style, width: width, noun: noun, detailsCommand: nil).render(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            lines: lines(page.results.map(DiscoverResultRow.init)), heading: heading, nextPageCommand: nextPageCommand)
    }

    /// One line per row, the columns aligned.
    func lines(_ rows: [DiscoverResultRow]) -> [String] {
        guard !rows.isEmpty else {
            return []
        }
        let ratingWidth = rows.map(\.rating.displayWidth).max() ?? 1
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // The year goes first on a narrow terminal, then the rating; the command always stays.
        let fit = TableFit(
            width: width, fixed: 2 + 2 + commandWidth, optional: [6, ratingWidth + 2],
            longest: rows.map(\.title.displayWidth).max() ?? 0)
        return rows.map { row in
            let title = row.title.truncated(to: fit.flexible).padding(toLength: fit.flexible)
            let year = fit.shows(0) ? style.muted(row.year ?? "    ") + "  " : ""
            let rating = fit.shows(1) ? style.rating(row.rating.leftPadding(toLength: ratingWidth)) + "  " : ""
            return "  " + title + "  " + year + rating + style.command(row.command)
        }
    }
}
