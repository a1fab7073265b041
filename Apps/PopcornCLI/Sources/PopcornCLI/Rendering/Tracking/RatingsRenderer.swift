import TerminalLayout
import TrackingApplication
import TrackingDomain

/// The human view of `popcorn ratings`: one aligned row per rating, newest first (the rating, the
/// kind, the title, the command that opens it).
struct RatingsRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    func render(_ ratings: [RatingDetails], kind: TrackedKind?) -> String {
        guard !ratings.isEmpty else {
            let what =
                kind.map { "no \($0 == .movie ? "movie" : $0 == .tv ? "series" : "episode") ratings" } ?? "no ratings"
            return "You have \(what) yet. Rate a title with " + style.command("popcorn rate movie 550 8.5") + ".\n"
        }
        var lines = [
            style.title("Your ratings") + style.muted(" — " + DisplayFormat.count(ratings.count, "title", "titles")),
            "",
        ]
        let rows = ratings.map { rating in
            (
                value: TrackedItemLabel.number(rating.rating), kind: rating.item.kind.rawValue,
                title: TrackedItemLabel.title(rating.item), command: TrackedItemLabel.command(rating.item)
            )
        }
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        // On a narrow terminal the kind goes first, then the command; the rating and the title stay.
        let fit = TableFit(
            width: width, fixed: 2 + 4 + 2, optional: [7 + 2, 2 + commandWidth],
            longest: rows.map(\.title.displayWidth).max() ?? 0, maximum: 60)
        for row in rows {
            let title = row.title.truncated(to: fit.flexible)
            lines.append(
                "  " + style.rating(row.value.leftPadding(toLength: 4)) + "  "
                    + (fit.shows(0) ? row.kind.padding(toLength: 7) + "  " : "")
                    + (fit.shows(1) ? title.padding(toLength: fit.flexible) + "  " + style.command(row.command) : title)
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
