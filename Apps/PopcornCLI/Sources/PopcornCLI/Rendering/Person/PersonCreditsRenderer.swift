import PeopleApplication
import PeopleDomain
import TerminalLayout

/// The human view of `popcorn person credits <ref>`: one row per title, newest first, with
/// the year, kind, title, characters and jobs (episodes for series) and the title's id.
struct PersonCreditsRenderer: Sendable {
    /// The footer that says how to open a listed title.
    static let openFooter = "Open one: popcorn movie <id> | popcorn tv <id>"

    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ credits: PersonCreditsDetails) -> String {
        var lines = TextWrapper(width: width).lines("\(credits.name) — every credit").map(style.title)
        lines += ["", style.heading(Self.summary(credits.titles))]
        if credits.titles.isEmpty {
            lines.append("  No credits listed.")
        } else {
            lines += TitleCreditTable(rows: credits.titles.map(TitleCreditRow.identified))
                .render(style: style, width: width)
        }
        lines.append("")
        if !credits.titles.isEmpty {
            lines.append("Open one: " + style.command("popcorn movie <id>") + " | " + style.command("popcorn tv <id>"))
        }
        lines.append("Details:  " + style.command("popcorn person \(credits.id)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Titles (12): 9 movies, 3 series`.
    static func summary(_ titles: [PersonTitleCreditsDetails]) -> String {
        let movies = titles.filter { $0.mediaType == .movie }.count
        let series = titles.filter { $0.mediaType == .tvSeries }.count
        var parts: [String] = []
        if movies > 0 {
            parts.append(DisplayFormat.count(movies, "movie", "movies"))
        }
        if series > 0 {
            parts.append(DisplayFormat.count(series, "series", "series"))
        }
        let others = titles.count - movies - series
        if others > 0 {
            parts.append(DisplayFormat.count(others, "other", "others"))
        }
        return "Titles (\(titles.count))" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
