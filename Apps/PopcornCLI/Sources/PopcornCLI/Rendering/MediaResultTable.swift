import TerminalLayout

/// Search results laid out as one aligned table that always shows each row's command:
/// `  movie   Fight Club                1999  popcorn movie 550`. Titles are cut to fit the width;
/// the command never is.
struct MediaResultTable: Sendable {
    let style: TextStyle
    let width: Int

    /// One line per row; `showsKind` is false when every row has the same kind.
    func lines(_ rows: [MediaResultRow], showsKind: Bool = true) -> [String] {
        guard !rows.isEmpty else {
            return []
        }
        let kindWidth = showsKind ? (rows.map(\.kind.displayWidth).max() ?? 0) + 2 : 0
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // The kind goes first on a narrow terminal (the command names it too), then the year.
        let fit = TableFit(
            width: width, fixed: 2 + 2 + commandWidth, optional: [kindWidth, 6],
            longest: rows.map(\.title.displayWidth).max() ?? 0)
        return rows.map { row in
            let kind = showsKind && fit.shows(0) ? style.muted(row.kind.padding(toLength: kindWidth - 2)) + "  " : ""
            let title = row.title.truncated(to: fit.flexible).padding(toLength: fit.flexible)
            let year = fit.shows(1) ? style.muted(row.year ?? "    ") + "  " : ""
            return "  " + kind + title + "  " + year + style.command(row.command)
        }
    }
}
