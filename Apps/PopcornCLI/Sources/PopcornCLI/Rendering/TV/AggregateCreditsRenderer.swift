import TVSeriesApplication
import TerminalLayout

/// The human view of `popcorn tv credits <ref> --aggregate`: everyone who appeared in or worked
/// on any episode, with their characters or jobs, episode counts and person ids.
struct AggregateCreditsRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline. `title` names the series (`Breaking Bad (2008–2013)`).
    func render(_ credits: AggregateCreditsDetails, title: String) -> String {
        var lines = TextWrapper(width: width).lines("\(title) — cast and crew of every episode").map(style.title)
        lines += ["", style.heading("Cast (\(credits.cast.count))")]
        if credits.cast.isEmpty {
            lines.append("  No cast listed.")
        } else {
            lines += AggregateCreditTable.cast(credits.cast).render(style: style, indent: "  ", width: width)
        }
        lines += ["", style.heading("Crew (\(credits.crew.count))")]
        if credits.crew.isEmpty {
            lines.append("  No crew listed.")
        }
        let layout = AggregateCreditTable.crew(credits.crew).layout(indent: 4, width: width)
        for group in credits.crewByDepartment {
            lines.append("  " + style.title(group.department))
            lines += AggregateCreditTable.crew(group.members).render(
                style: style, indent: "    ", width: width, layout: layout)
        }
        lines.append("")
        if !credits.cast.isEmpty || !credits.crew.isEmpty {
            lines.append(PersonHint.footer(style: style, labelWidth: 16))
        }
        lines += [
            "Details:         " + style.command("popcorn tv \(credits.id)"),
            "Current credits: " + style.command("popcorn tv credits \(credits.id)"),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
