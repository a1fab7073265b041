import TerminalLayout

/// A details view's short "You may also like" section: the first recommendations, each with its
/// year and the command that opens it, then the command that lists them all.
struct RecommendationsSection: Sendable {
    /// One recommended title: `Se7en (1995)` and `popcorn movie 807`.
    struct Row: Equatable, Sendable {
        let title: String
        let command: String
    }

    /// How many recommendations the details view shows.
    static let count = 5

    let style: TextStyle
    /// The terminal's columns, which the rows fit (the command is never cut).
    let width: Int

    /// The section's lines (starting with a blank line), or none without recommendations.
    /// - Parameters:
    ///   - rows: Every recommendation of the first page, best first.
    ///   - totalResults: How many there are in all, which says whether there are more to list.
    ///   - moreCommand: The command that lists them all, e.g. `popcorn movie recommendations 550`.
    func lines(_ rows: [Row], totalResults: Int, moreCommand: String) -> [String] {
        guard !rows.isEmpty else {
            return []
        }
        let shown = rows.prefix(Self.count)
        let titleWidth = TableFit(
            width: width, fixed: 2 + 2 + (shown.map(\.command.displayWidth).max() ?? 0),
            longest: shown.map(\.title.displayWidth).max() ?? 0, maximum: 40
        ).flexible
        var lines = ["", style.heading("You may also like")]
        lines += shown.map {
            "  " + $0.title.truncated(to: titleWidth).padding(toLength: titleWidth) + "  " + style.command($0.command)
        }
        if totalResults > shown.count {
            // Indented under the rows, unless that would wrap the command on a narrow terminal.
            let indent = 2 + "More: ".count + moreCommand.displayWidth <= width ? "  " : ""
            lines.append(indent + style.muted("More: ") + style.command(moreCommand))
        }
        return lines
    }

    /// `Se7en (1995)`, or just the title when the year is unknown.
    static func title(_ title: String, year: String?) -> String {
        title + (year.map { " (\($0))" } ?? "")
    }
}
