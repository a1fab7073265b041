import CoreApplication
import TVSeriesApplication
import TerminalLayout

/// The human view of `popcorn tv episode credits <ref> ...`: the series' regular cast, the episode's
/// guest stars, its crew by department, then the commands that open a person, the episode and the series.
struct TVEpisodeCreditsRenderer: Sendable {
    let style: TextStyle
    /// The terminal's columns, which the tables fit.
    let width: Int

    /// The whole view, ending with a newline. `seriesTitle` names the series (`Breaking Bad (2008–2013)`).
    func render(_ credits: TVEpisodeCreditsDetails, seriesTitle: String) -> String {
        let code = EpisodeCode(seasonNumber: credits.seasonNumber, episodeNumber: credits.episodeNumber)
        var lines = [style.title("\(seriesTitle) — \(code) — cast and crew")]
        lines += ["", style.heading("Cast (\(credits.cast.count))")]
        lines += castRows(credits.cast, none: "No regular cast listed.")
        lines += ["", style.heading("Guest stars (\(credits.guestStars.count))")]
        lines += castRows(credits.guestStars, none: "No guest stars listed.")
        lines += ["", style.heading("Crew (\(credits.crew.count))")]
        if credits.crew.isEmpty {
            lines.append("  No crew listed.")
        }
        let widths = CastTable.crew(credits.crew).columnWidths(width: width, indent: 4)
        for group in credits.crewByDepartment {
            lines.append("  " + style.title(group.department))
            lines += CastTable.crew(group.members).render(style: style, indent: "    ", width: width, widths: widths)
        }
        lines.append("")
        let listsAnyone = !credits.cast.isEmpty || !credits.guestStars.isEmpty || !credits.crew.isEmpty
        let labelWidth = "Open a person:".count
        if listsAnyone {
            lines.append(PersonHint.footer(style: style, labelWidth: labelWidth))
        }
        let episode = "popcorn tv episode \(credits.tvSeriesID) \(code)"
        lines.append("Episode:".padding(toLength: labelWidth) + " " + style.command(episode))
        lines.append("Series:".padding(toLength: labelWidth) + " " + style.command("popcorn tv \(credits.tvSeriesID)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Aligned rows for a cast list, or one line saying there is nobody.
    private func castRows(_ members: [CastMemberDetails], none: String) -> [String] {
        members.isEmpty ? ["  " + none] : CastTable.cast(members).render(style: style, indent: "  ", width: width)
    }
}
