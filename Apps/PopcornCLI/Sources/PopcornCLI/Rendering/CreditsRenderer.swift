import CoreApplication

/// The human view of `popcorn movie credits <ref>` and `popcorn tv credits <ref>`: the cast,
/// then the crew by department, then the commands that open a person and the movie or series.
struct CreditsRenderer: Sendable {
    let style: TextStyle
    /// The terminal's columns, which the tables fit.
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - title: Names the movie or series (`Fight Club (1999)`).
    ///   - detailsCommand: The command that opens it (`popcorn movie 550`).
    func render(_ credits: CreditsDetails, title: String, detailsCommand: String) -> String {
        var lines = [style.title("\(title) — cast and crew")]
        lines += ["", style.heading("Cast (\(credits.cast.count))")]
        if credits.cast.isEmpty {
            lines.append("  No cast listed.")
        } else {
            lines += CastTable.cast(credits.cast).render(style: style, indent: "  ", width: width)
        }
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
        if !credits.cast.isEmpty || !credits.crew.isEmpty {
            lines.append(PersonHint.footer(style: style))
        }
        lines.append("Details:       " + style.command(detailsCommand))
        return lines.joined(separator: "\n") + "\n"
    }
}
