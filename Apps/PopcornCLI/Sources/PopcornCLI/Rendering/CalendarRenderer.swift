import CalendarApplication
import TerminalLayout

/// `popcorn calendar` for people: a line for the span, then each day with its episodes, each with
/// the command that opens it (never cut; a long name is cut with `…` to the width instead).
struct CalendarRenderer {
    let style: TextStyle
    /// The terminal's columns (80 when not a terminal).
    var width = 80

    func render(_ calendar: CalendarModel) -> String {
        render(
            calendar, heading: "What airs from \(calendar.from) to \(calendar.to) for the series you follow",
            nothing: "Nothing airs then. Follow a series with " + style.command("popcorn watchlist add tv <ref>")
                + ", or look further with --days or --past.")
    }

    /// The days of `calendar` under `heading`, or `nothing` when no episode airs in them (`whats-new`
    /// says it its own way).
    func render(_ calendar: CalendarModel, heading: String, nothing: String) -> String {
        var lines = [style.heading(heading)]
        guard !calendar.items.isEmpty else {
            lines.append(nothing)
            return lines.joined(separator: "\n") + "\n"
        }
        var day = ""
        for item in calendar.items {
            if item.date != day {
                day = item.date
                lines.append(style.identifier(day))
            }
            let code = EpisodeCode(seasonNumber: item.seasonNumber, episodeNumber: item.episodeNumber)
            let command = "popcorn tv episode \(item.seriesID) \(code)"
            let title = "\(item.seriesName) \(code)" + (item.name.map { " · \($0)" } ?? "")
            let room = max(8, width - 2 - 2 - command.displayWidth)
            lines.append("  " + style.title(title.truncated(to: room)) + "  " + style.command(command))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
