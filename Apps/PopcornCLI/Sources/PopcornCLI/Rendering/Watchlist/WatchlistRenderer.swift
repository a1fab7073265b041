import TerminalLayout
import WatchlistApplication
import WatchlistDomain

/// The human view of `popcorn watchlist list`: one aligned row per entry (kind, title and year,
/// rating, when it was added, whether it was watched, the command that opens it), its note on the
/// line below.
struct WatchlistRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameter kind: the kind asked for, which names what there is none of.
    func render(_ watchlist: WatchlistDetails, kind: WatchlistKind?) -> String {
        guard !watchlist.results.isEmpty else {
            let what = kind.map { $0 == .movie ? "no movies" : "no series" } ?? "nothing"
            return "Your watchlist has \(what) yet. Add a title with "
                + style.command("popcorn watchlist add movie 550") + ".\n"
        }
        let watched = watchlist.watchedCount
        var lines = [
            style.title("Your watchlist")
                + style.muted(
                    " — " + DisplayFormat.count(watchlist.totalResults, "title", "titles")
                        + (watched > 0 ? ", \(watched) watched" : "")),
            "",
        ]
        let rows = watchlist.results.map { entry in
            (
                kind: entry.kind.rawValue,
                title: WatchlistEntryLabel.title(entry),
                rating: entry.voteAverage.map(DisplayFormat.oneDecimal) ?? "-",
                added: "added " + DayFormatter.string(from: entry.addedAt),
                watched: entry.isWatched ? "watched" : "",
                command: WatchlistEntryLabel.command(entry),
                note: entry.note
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
        for row in rows {
            lines.append(
                "  " + (fit.shows(2) ? row.kind.padding(toLength: 5) + "  " : "")
                    + row.title.truncated(to: fit.flexible).padding(toLength: fit.flexible) + "  "
                    + (fit.shows(1) ? style.rating(row.rating.leftPadding(toLength: ratingWidth)) + "  " : "")
                    + (fit.shows(0) ? style.muted(row.added) + "  " : "")
                    + row.watched.padding(toLength: watchedWidth) + (watchedWidth > 0 ? "  " : "")
                    + style.command(row.command))
            if let note = row.note {
                lines += TextWrapper(width: max(width - 9, 20)).lines(note).map { "         " + style.muted($0) }
            }
        }
        lines += [
            "", "Mark one watched: " + style.command("popcorn watchlist mark-watched <movie|tv> <id>"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
