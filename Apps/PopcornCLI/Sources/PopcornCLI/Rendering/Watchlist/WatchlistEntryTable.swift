import TerminalLayout
import WatchlistApplication
import WatchlistDomain

/// The rows every watchlist view lays out (`list`, `--streamable`): one aligned row per entry (kind,
/// title and year, rating, when it was added, whether it was watched, the command that opens it),
/// fitted to the width, and under each row the lines the view gives for it (its services, its note).
struct WatchlistEntryTable: Sendable {
    let style: TextStyle
    let width: Int

    /// What starts a line under a row: the row's title column.
    static let indent = "         "

    /// The entries' rows, each followed by the lines `below` gives for its entry, laid out as they
    /// are (see ``wrappedBelow(_:styled:)``).
    func lines(_ entries: [WatchlistEntryDetails], below: (WatchlistEntryDetails) -> [String]) -> [String] {
        let rows = entries.map { entry in
            (
                entry: entry,
                kind: entry.kind.rawValue,
                title: WatchlistEntryLabel.title(entry),
                rating: entry.voteAverage.map(DisplayFormat.oneDecimal) ?? "-",
                added: "added " + DayFormatter.string(from: entry.addedAt),
                watched: entry.isWatched ? "watched" : "",
                command: WatchlistEntryLabel.command(entry)
            )
        }
        let ratingWidth = rows.map(\.rating.displayWidth).max() ?? 0
        let watchedWidth = rows.map(\.watched.displayWidth).max() ?? 0
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // On a narrow terminal the date added goes first, then the rating, then the kind (the command
        // names it); the watched mark and the command always stay.
        let fit = TableFit(
            width: width, fixed: 2 + 2 + (watchedWidth > 0 ? watchedWidth + 2 : 0) + commandWidth,
            optional: [16 + 2, ratingWidth + 2, 5 + 2], longest: rows.map(\.title.displayWidth).max() ?? 0,
            maximum: 40)
        var lines: [String] = []
        for row in rows {
            lines.append(
                "  " + (fit.shows(2) ? row.kind.padding(toLength: 5) + "  " : "")
                    + row.title.truncated(to: fit.flexible).padding(toLength: fit.flexible) + "  "
                    + (fit.shows(1) ? style.rating(row.rating.leftPadding(toLength: ratingWidth)) + "  " : "")
                    + (fit.shows(0) ? style.muted(row.added) + "  " : "")
                    + row.watched.padding(toLength: watchedWidth) + (watchedWidth > 0 ? "  " : "")
                    + style.command(row.command))
            lines += below(row.entry)
        }
        return lines
    }

    /// The columns a line under a row may take after ``indent``: what the width leaves, at least 20.
    var belowWidth: Int { max(width - Self.indent.count, 20) }

    /// `text` wrapped under a row's title (to ``belowWidth``), each line styled by `styled`.
    func wrappedBelow(_ text: String, styled: (String) -> String = { $0 }) -> [String] {
        TextWrapper(width: belowWidth).lines(text).map { Self.indent + styled($0) }
    }
}
