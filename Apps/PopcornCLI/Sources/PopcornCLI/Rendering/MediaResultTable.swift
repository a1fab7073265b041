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
        let kindWidth = showsKind ? (rows.map(\.kind.count).max() ?? 0) + 2 : 0
        let commandWidth = rows.map(\.command.count).max() ?? 0
        let fixedWidth = 2 + kindWidth + 2 + 4 + 2 + commandWidth
        let titleLimit = max(width - fixedWidth, 12)
        let titleWidth = min(rows.map(\.title.count).max() ?? 0, titleLimit)
        return rows.map { row in
            let kind = showsKind ? style.muted(row.kind.padding(toLength: kindWidth - 2)) + "  " : ""
            let title = row.title.truncated(to: titleLimit).padding(toLength: titleWidth)
            let year = style.muted(row.year ?? "    ")
            return "  " + kind + title + "  " + year + "  " + style.command(row.command)
        }
    }
}
