import AccountApplication
import TerminalLayout

/// `popcorn sync` for people: with `--dry-run` each change it would make, side by side, a title cut
/// to the width (never the action or the command's words); then one line of counts (`added 3 here,
/// 2 to TMDb; removed 0 here, 1 from TMDb; ratings: 1 here, 4 to TMDb`), and the changes TMDb refused.
struct SyncReportRenderer {
    let style: TextStyle
    /// The terminal's columns (80 when not a terminal).
    var width = 80

    func render(_ report: SyncReportModel) -> String {
        var lines: [String] = []
        if report.dryRun {
            for side in ["here", "tmdb"] {
                let changes = report.changes.filter { $0.side == side }
                lines.append(style.heading(side == "here" ? "Would change here:" : "Would send to TMDb:"))
                lines += changes.isEmpty ? ["  nothing"] : changes.map { line($0) }
            }
        }
        let counts =
            "added \(report.count(side: "here", list: "watchlist", action: "add")) here, "
            + "\(report.count(side: "tmdb", list: "watchlist", action: "add")) to TMDb; "
            + "removed \(report.count(side: "here", list: "watchlist", action: "remove")) here, "
            + "\(report.count(side: "tmdb", list: "watchlist", action: "remove")) from TMDb; "
            + "ratings: \(report.count(side: "here", list: "rating")) here, "
            + "\(report.count(side: "tmdb", list: "rating")) to TMDb"
        // One sentence, as other commands' summaries: the terminal wraps it.
        lines.append(
            (report.dryRun ? "dry run, nothing changed: would have " : "synced with TMDb as \(report.username): ")
                + counts)
        if !report.refusedChanges.isEmpty {
            lines.append("TMDb refused these changes; they wait for the next sync:")
            lines += report.refusedChanges.map { line($0) }
        }
        if !report.dryRun, report.pendingChanges > report.refusedChanges.count {
            let waiting = report.pendingChanges - report.refusedChanges.count
            lines.append("\(waiting) \(waiting == 1 ? "change waits" : "changes wait") for the next sync")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `+ watchlist  movie 550  Fight Club`, `rating 8.5  episode 1396 S01E02  Breaking Bad: ...`.
    private func line(_ change: SyncChangeModel) -> String {
        let action: String
        switch change.action {
        case "add": action = "+ watchlist"
        case "remove": action = "- watchlist"
        case "rate": action = "rate " + TrackedItemLabel.number(change.rating ?? 0)
        default: action = "clear rating"
        }
        var target = "\(change.kind) \(change.tmdbID)"
        if let season = change.seasonNumber, let episode = change.episodeNumber {
            target += " \(EpisodeCode(seasonNumber: season, episodeNumber: episode))"
        }
        let fixed = 2 + action.displayWidth + 2 + target.displayWidth
        let name = change.name.map { "  " + style.title($0.truncated(to: max(1, width - fixed - 2))) } ?? ""
        return "  " + action + "  " + style.identifier(target) + name
    }
}
