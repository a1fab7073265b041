import CoreApplication
import TerminalLayout

/// The human view of `popcorn movie images <ref>` and `popcorn tv images <ref>`: one aligned row per
/// image (kind, language of its text, size, votes, full-size URL), posters first, then logos and
/// backdrops. A URL that would not fit beside its row goes on the line under it, whole.
struct TitleImagesRenderer: Sendable {
    let style: TextStyle
    /// The terminal's columns.
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - title: The title line, e.g. `Fight Club (1999)`.
    ///   - detailsCommand: The command that opens the title, e.g. `popcorn movie 550`.
    ///   - kind: The kind asked for, which names what is missing when there is none.
    func render(
        _ images: ImageCollectionDetails, title: String, detailsCommand: String, kind: ImageKindOption?
    ) -> String {
        let rows =
            images.posters.map { ("poster", $0) } + images.logos.map { ("logo", $0) }
            + images.backdrops.map { ("backdrop", $0) }
        var lines = [style.title("Images of \(title)"), ""]
        if rows.isEmpty {
            lines.append("No \(kind?.plural ?? "images") for \(title).")
        } else {
            lines.append(style.muted(summary(images)))
            lines += table(rows)
        }
        lines += ["", "Details: " + style.command(detailsCommand)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 posters, 2 logos, 10 backdrops`, leaving out the kinds there are none of.
    func summary(_ images: ImageCollectionDetails) -> String {
        [
            (images.posters.count, "poster", "posters"), (images.logos.count, "logo", "logos"),
            (images.backdrops.count, "backdrop", "backdrops"),
        ].filter { $0.0 > 0 }.map { DisplayFormat.count($0.0, $0.1, $0.2) }.joined(separator: ", ")
    }

    private func table(_ rows: [(kind: String, image: ImageDetails)]) -> [String] {
        let cells = rows.map { row in
            (
                kind: row.kind,
                language: row.image.languageCode ?? "-",
                size: "\(row.image.width)×\(row.image.height)",
                votes: votes(row.image),
                url: row.image.urlSet.full.absoluteString
            )
        }
        let kindWidth = cells.map(\.kind.displayWidth).max() ?? 0
        let languageWidth = max(cells.map(\.language.count).max() ?? 0, 2)
        let sizeWidth = cells.map(\.size.count).max() ?? 0
        let votesWidth = cells.map(\.votes.count).max() ?? 0
        let rowWidth = 2 + kindWidth + 2 + languageWidth + 2 + sizeWidth + 2 + votesWidth
        let besides = rowWidth + 2 + (cells.map(\.url.displayWidth).max() ?? 0) <= width
        return cells.flatMap { cell in
            let row =
                "  " + cell.kind.padding(toLength: kindWidth) + "  " + cell.language.padding(toLength: languageWidth)
                + "  " + cell.size.leftPadding(toLength: sizeWidth) + "  "
            return besides
                ? [row + style.rating(cell.votes.padding(toLength: votesWidth)) + "  " + cell.url]
                : [row + style.rating(cell.votes), "    " + cell.url]
        }
    }

    /// `5.6 (12 votes)`, or `no votes`.
    private func votes(_ image: ImageDetails) -> String {
        guard let average = image.voteAverage, let count = image.voteCount, count > 0 else {
            return "no votes"
        }
        return DisplayFormat.oneDecimal(average) + " (" + DisplayFormat.count(count, "vote", "votes") + ")"
    }
}
