import TerminalLayout

/// The human view of a page of movies, series or people: a header, one row per item (id, title, year,
/// rating), then the commands that open the next page and an item.
struct PreviewListRenderer: Sendable {
    let style: TextStyle
    let width: Int
    /// What the items are, in `No movies found.`: `movies`, `series`.
    let noun: String
    /// The command that opens one item, with a placeholder: `popcorn movie <id>`; `nil` when every
    /// row shows its own command.
    let detailsCommand: String?

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Popular movies`.
    ///   - nextPageCommand: The command that shows a given page of the same list.
    func render(_ page: PreviewPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        render(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, lines: rows(page.rows),
            heading: heading, nextPageCommand: nextPageCommand)
    }

    /// The whole view around rows already laid out (one line per item), ending with a newline.
    func render(
        page: Int,
        totalPages: Int,
        totalResults: Int,
        lines rows: [String],
        heading: String,
        nextPageCommand: (Int) -> String
    ) -> String {
        // A list of one page counts the rows it shows: TMDb's total also counts what popcorn leaves
        // out (a collection, a kind it does not know), which would promise rows that are not there.
        let results = DisplayFormat.count(totalPages <= 1 ? rows.count : totalResults, "result", "results")
        var lines =
            titleLines(heading, pageInfo: "— page \(page) of \(max(totalPages, 1)) (\(results))")
            .map(style.title) + [""]
        if rows.isEmpty, page > totalPages, totalPages > 0 {
            lines.append("No \(noun) on this page: the last page is \(totalPages).")
        } else if rows.isEmpty {
            lines.append("No \(noun) found.")
        } else {
            lines += rows
        }
        lines.append("")
        if page < totalPages, page < ArgumentValues.pages.upperBound {
            lines.append("Next page: " + style.command(nextPageCommand(page + 1)))
        }
        if !rows.isEmpty, let detailsCommand {
            lines.append("Details:   " + style.command(detailsCommand))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One aligned row per item: `    550  Fight Club            1999  8.4`.
    func rows(_ items: [PreviewRow]) -> [String] {
        let idWidth = items.map { String($0.id).count }.max() ?? 1
        // The rating goes first on a narrow terminal, then the year; the id always stays.
        let fit = TableFit(
            width: width, fixed: 2 + idWidth + 2, optional: [2 + 4, 2 + 4],
            longest: items.map(\.title.displayWidth).max() ?? 0)
        return items.map { item in
            let id = String(item.id).leftPadding(toLength: idWidth)
            let title = item.title.truncated(to: fit.flexible)
            let year = fit.shows(1) ? "  " + style.muted(item.year ?? "    ") : ""
            let rating = fit.shows(0) ? "  " + style.rating(item.rating.leftPadding(toLength: 4)) : ""
            let cells = year.isEmpty && rating.isEmpty ? title : title.padding(toLength: fit.flexible) + year + rating
            return "  " + style.identifier(id) + "  " + cells
        }
    }

    /// The heading and its page numbers on one line when they fit; else a long heading (a discovery
    /// with many filters, a long search) wraps, and the page numbers stay whole on its last line or
    /// the next.
    func titleLines(_ heading: String, pageInfo: String) -> [String] {
        let whole = heading + " " + pageInfo
        guard whole.displayWidth > width else {
            return [whole]
        }
        var lines = TextWrapper(width: width).lines(heading)
        if let last = lines.last, last.displayWidth + 1 + pageInfo.displayWidth <= width {
            lines[lines.count - 1] = last + " " + pageInfo
        } else {
            lines.append(pageInfo)
        }
        return lines
    }
}
