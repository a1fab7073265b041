import CalendarApplication
import TerminalLayout

/// `popcorn calendar` for people: a line for the span, then each day with its episodes and
/// releases, each with the command that opens it (never cut; a long name is cut with `…` to the
/// width instead, and on a terminal too narrow for both the command goes on a line of its own).
struct CalendarRenderer {
    let style: TextStyle
    /// The terminal's columns (80 when not a terminal).
    var width = 80

    /// The fewest columns a title keeps beside its command before the command goes below it.
    static let narrowestTitle = 24

    /// - Parameter region: the region whose release dates the movies' rows are.
    func render(_ calendar: CalendarModel, region: String) -> String {
        let nothing =
            calendar.followed == 0
            ? "Nothing airs or comes out then: you follow no title yet. Follow one with "
                + style.command("popcorn watchlist add tv <ref>") + " (or movie)."
            : "Nothing airs or comes out then for the "
                + DisplayFormat.count(calendar.followed, "title", "titles")
                + " you follow; look further with --days or --past."
        return render(
            calendar,
            heading: "From \(calendar.from) to \(calendar.to), for the titles you follow (releases in \(region))",
            nothing: nothing)
    }

    /// The days of `calendar` under `heading`, or `nothing` when nothing is on in them (`whats-new`
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
            let (title, command) = Self.row(item)
            let room = width - 2 - 2 - command.displayWidth
            if room >= Self.narrowestTitle {
                lines.append("  " + style.title(title.truncated(to: room)) + "  " + style.command(command))
            } else {
                lines.append("  " + style.title(title.truncated(to: max(8, width - 2))))
                lines.append("    " + style.command(command))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A row's title and the command that opens it.
    private static func row(_ item: CalendarItemModel) -> (title: String, command: String) {
        switch item {
        case .episode(let episode):
            let code = EpisodeCode(seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
            return (
                "\(episode.seriesName) \(code)" + (episode.name.map { " · \($0)" } ?? ""),
                "popcorn tv episode \(episode.seriesID) \(code)"
            )
        case .movie(let release):
            return ("\(release.title) · \(release.releaseLabel)", "popcorn movie \(release.movieID)")
        }
    }
}
