import TerminalLayout
import TrackingApplication
import TrackingDomain

/// The human view of `popcorn history`: one aligned row per watch, newest first (the day, the kind,
/// the title with the episode, the command that opens it).
struct DiaryRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ history: [WatchDetails], kind: TrackedKind?, since: WatchDay?) -> String {
        guard !history.isEmpty else {
            let what = kind.map { $0 == .movie ? "no movies" : "no episodes" } ?? "nothing"
            return "Your diary has \(what)\(since.map { " since \($0)" } ?? " yet"). Log a watch with "
                + style.command("popcorn watched movie 550") + ".\n"
        }
        var lines = [
            style.title("Your diary") + style.muted(" — " + DisplayFormat.count(history.count, "watch", "watches")), "",
        ]
        let rows = history.map { watch in
            (
                day: watch.watchedOn, kind: watch.item.kind == .movie ? "movie" : "tv",
                title: TrackedItemLabel.title(watch.item), command: TrackedItemLabel.command(watch.item)
            )
        }
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // On a narrow terminal the kind goes first (the command names it), then the command; the
        // day and the title stay.
        let fit = TableFit(
            width: width, fixed: 2 + 10 + 2, optional: [5 + 2, 2 + commandWidth],
            longest: rows.map(\.title.displayWidth).max() ?? 0, maximum: 60)
        for row in rows {
            let title = row.title.truncated(to: fit.flexible)
            lines.append(
                "  " + style.muted(row.day) + "  " + (fit.shows(0) ? row.kind.padding(toLength: 5) + "  " : "")
                    + (fit.shows(1) ? title.padding(toLength: fit.flexible) + "  " + style.command(row.command) : title)
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
