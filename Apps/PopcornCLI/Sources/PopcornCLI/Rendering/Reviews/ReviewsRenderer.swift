import ReviewsApplication
import TerminalLayout

/// The human view of `popcorn movie reviews <ref>` and `popcorn tv reviews <ref>`: a heading with the
/// page, then each review (its author, their rating and the day, the text wrapped to the terminal),
/// then the commands that open the next page and the title. A long review is cut after a few lines,
/// ending with the page where it can be read whole; how much fits is this layout's choice, so the
/// model keeps every review whole.
struct ReviewsRenderer: Sendable {
    let style: TextStyle
    /// The terminal's columns, which the text is wrapped to.
    let width: Int

    /// The most lines of text a review shows before it is cut (the cut's own two lines included).
    static let maximumTextLines = 12

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - title: Names the movie or series (`Fight Club (1999)`).
    ///   - detailsCommand: The command that opens it (`popcorn movie 550`).
    ///   - pageCommand: The command that shows a given page of the same reviews.
    func render(
        _ reviews: ReviewDetailsPage, title: String, detailsCommand: String, pageCommand: (Int) -> String
    ) -> String {
        guard !reviews.results.isEmpty else {
            return "No reviews of \(title) on TMDb.\n"
        }
        // A list of one page counts the reviews it shows: TMDb's total also counts any left out.
        let count = DisplayFormat.count(
            reviews.totalPages <= 1 ? reviews.results.count : reviews.totalResults, "review", "reviews")
        let heading = PreviewListRenderer(style: style, width: width, noun: "reviews", detailsCommand: nil)
            .titleLines(
                "Reviews of \(title)", pageInfo: "— page \(reviews.page) of \(max(reviews.totalPages, 1)) (\(count))")
        var lines = heading.map(style.title)
        for review in reviews.results {
            lines.append("")
            lines += self.lines(review)
        }
        lines.append("")
        if reviews.page < reviews.totalPages, reviews.page < ArgumentValues.pages.upperBound {
            lines.append("Next page: " + style.command(pageCommand(reviews.page + 1)))
        }
        lines.append("Details:   " + style.command(detailsCommand))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One review: its byline, then its text wrapped and indented, cut when long.
    func lines(_ review: ReviewDetails) -> [String] {
        [byline(review)] + text(review)
    }

    /// `Soap Maker  ★ 9/10  2016-05-10`: the author (cut to fit), their rating when they gave one, the day.
    func byline(_ review: ReviewDetails) -> String {
        let rating = review.rating.map(Self.rating)
        let day = DayFormatter.string(from: review.date)
        let rest = (rating.map { $0.displayWidth + 2 } ?? 0) + 2 + day.displayWidth
        let author = String(review.author.map(TerminalText.shown)).truncated(to: max(width - rest, 10))
        return style.title(author) + (rating.map { "  " + style.rating($0) } ?? "") + "  " + style.muted(day)
    }

    /// The text wrapped to the width under a two-space indent, runs of blank lines kept to one; past
    /// ``maximumTextLines``, its first lines, `…` and where to read it whole.
    func text(_ review: ReviewDetails) -> [String] {
        let wrapped = TextWrapper(width: width, indent: "  ").lines(review.content)
        var lines: [String] = []
        for line in wrapped {
            let isBlank = line.allSatisfy(\.isWhitespace)
            if isBlank, lines.last?.isEmpty ?? true {
                continue
            }
            lines.append(isBlank ? "" : line)
        }
        guard lines.count > Self.maximumTextLines else {
            return lines
        }
        var kept = Array(lines.prefix(Self.maximumTextLines - 2))
        while kept.last?.isEmpty == true {
            kept.removeLast()
        }
        kept.append("  …")
        if let url = review.url {
            kept.append("  Read it whole: " + url.absoluteString)
        }
        return kept
    }

    /// `★ 8/10`, `★ 7.5/10`: the author's own rating out of ten, as they gave it.
    static func rating(_ value: Double) -> String {
        "★ " + TrackedItemLabel.number(value) + "/10"
    }
}
