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
        let titleWidth = min(rows.map(\.title.count).max() ?? 0, 40)
        let ratingWidth = rows.map(\.rating.count).max() ?? 0
        let watchedWidth = rows.map(\.watched.count).max() ?? 0
        for row in rows {
            lines.append(
                "  " + row.kind.padding(toLength: 5) + "  " + row.title.truncated(to: 40).padding(toLength: titleWidth)
                    + "  " + style.rating(row.rating.leftPadding(toLength: ratingWidth)) + "  " + style.muted(row.added)
                    + "  " + row.watched.padding(toLength: watchedWidth) + (watchedWidth > 0 ? "  " : "")
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
