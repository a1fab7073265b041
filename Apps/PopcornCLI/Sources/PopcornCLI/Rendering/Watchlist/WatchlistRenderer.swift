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
            return Self.empty(kind: kind, style: style)
        }
        let watched = watchlist.watchedCount
        var lines = [
            style.title("Your watchlist")
                + style.muted(
                    " — " + DisplayFormat.count(watchlist.totalResults, "title", "titles")
                        + (watched > 0 ? ", \(watched) watched" : "")),
            "",
        ]
        let table = WatchlistEntryTable(style: style, width: width)
        lines += table.lines(watchlist.results) { entry in
            entry.note.map { table.wrappedBelow($0, styled: style.muted) } ?? []
        }
        lines += [
            "", "Mark one watched: " + style.command("popcorn watchlist mark-watched <movie|tv> <id>"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What an empty watchlist (or one with none of `kind`) says: how to add a title.
    static func empty(kind: WatchlistKind?, style: TextStyle) -> String {
        let what = kind.map { $0 == .movie ? "no movies" : "no series" } ?? "nothing"
        return "Your watchlist has \(what) yet. Add a title with "
            + style.command("popcorn watchlist add movie 550") + ".\n"
    }
}
