import TerminalLayout
import TrackingApplication

/// The human view of `popcorn progress`: two lines per series, the one watched last first (its
/// name with episodes watched of aired, then the next episode to watch or when the next one airs,
/// with the command that opens it). Names shrink on a narrow terminal; counts and commands stay.
struct ProgressRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ overview: ProgressOverview) -> String {
        let progress = overview.series
        guard !progress.isEmpty else {
            return overview.completedLeftOut == 0
                ? "You have not started a series yet. Log an episode with "
                    + style.command("popcorn watched tv 1396 S01E01") + ".\n"
                : "Nothing in progress: you finished "
                    + DisplayFormat.count(overview.completedLeftOut, "series", "series") + ", listed by "
                    + style.command("popcorn progress --all") + ".\n"
        }
        var lines = [
            style.title("Your progress") + style.muted(" — " + DisplayFormat.count(progress.count, "series", "series")),
            "",
        ]
        for series in progress {
            lines.append(contentsOf: render(series))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ series: SeriesProgressDetails) -> [String] {
        let counts = "\(series.watchedEpisodes) of \(series.airedEpisodes) watched · \(series.percent)%"
        let title = series.title.truncated(to: max(8, width - 4 - counts.displayWidth))
        let heading = "  " + style.title(title) + "  " + style.muted(counts)
        guard let next = series.nextEpisode else {
            var status = series.isCompleted ? "finished" : "up to date"
            var command = "popcorn tv \(series.tmdbID)"
            if let coming = series.nextToAir {
                let code = EpisodeCode(seasonNumber: coming.seasonNumber, episodeNumber: coming.episodeNumber)
                status += coming.airDate.map { ", next \(code) airs \($0)" } ?? ", next \(code) announced"
                command = "popcorn tv episode \(series.tmdbID) \(code)"
            }
            return [heading] + withCommand("    " + status, columns: 4 + status.displayWidth, command)
        }
        let code = EpisodeCode(seasonNumber: next.seasonNumber, episodeNumber: next.episodeNumber)
        let command = "popcorn tv episode \(series.tmdbID) \(code)"
        let aired = next.airDate.map { ", aired \($0)" } ?? ""
        let bare = "    next \(code)".displayWidth + aired.displayWidth
        let commandFits = bare + 2 + command.displayWidth <= width
        // The name takes what is left (on a narrow terminal the command has a line of its own), cut
        // inside its quotes, and goes when fewer than four of its columns would show.
        let room = width - bare - (commandFits ? 2 + command.displayWidth : 0) - 1 - 2
        let name = next.name.flatMap { room >= 4 ? " \"" + $0.truncated(to: room) + "\"" : nil } ?? ""
        return [heading]
            + withCommand(
                "    next " + code.description + name + style.muted(aired), columns: bare + name.displayWidth, command)
    }

    /// `line` (`columns` wide, its styling left out) and the command that opens what it names: on
    /// the same line when both fit the width, else the command on a line of its own under it.
    private func withCommand(_ line: String, columns: Int, _ command: String) -> [String] {
        guard columns + 2 + command.displayWidth > width else {
            return [line + "  " + style.command(command)]
        }
        return [line, "    " + style.command(command)]
    }
}
