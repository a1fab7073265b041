import Foundation
import ReviewsApplication
import TerminalLayout
import Testing

@testable import PopcornCLI

@Suite("ReviewsRenderer")
struct ReviewsRendererTests {
    let renderer = ReviewsRenderer(style: .plain, width: 80)

    private func render(_ page: ReviewDetailsPage, with renderer: ReviewsRenderer? = nil) -> String {
        (renderer ?? self.renderer).render(page, title: "Fight Club (1999)", detailsCommand: "popcorn movie 550") {
            "popcorn movie reviews 550 --page \($0)"
        }
    }

    @Test("A page reads whole: the heading, each review's byline and text, the next page and the title")
    func wholePage() {
        #expect(
            render(.mock()) == """
                Reviews of Fight Club (1999) — page 1 of 2 (23 reviews)

                Soap Maker  ★ 9/10  2016-05-10
                  The first watch is a thriller; the second is a comedy.

                  It holds up.

                quietnarrator  2019-11-02
                  I am Jack's complete lack of surprise.

                Next page: popcorn movie reviews 550 --page 2
                Details:   popcorn movie 550

                """)
    }

    @Test("A long review is cut to its first lines, an ellipsis and where to read it whole")
    func longReviewIsCut() {
        let text = (1...30).map { "Sentence \($0) of a long review." }.joined(separator: " ")
        let page = ReviewDetailsPage.mock(
            totalPages: 1, totalResults: 1,
            results: [.mock(id: "a3", content: text, url: URL(string: "https://www.themoviedb.org/review/a3"))])

        #expect(
            render(page, with: ReviewsRenderer(style: .plain, width: 40)) == """
                Reviews of Fight Club (1999)
                — page 1 of 1 (1 review)

                Soap Maker  ★ 9/10  2016-05-10
                  Sentence 1 of a long review. Sentence
                  2 of a long review. Sentence 3 of a
                  long review. Sentence 4 of a long
                  review. Sentence 5 of a long review.
                  Sentence 6 of a long review. Sentence
                  7 of a long review. Sentence 8 of a
                  long review. Sentence 9 of a long
                  review. Sentence 10 of a long review.
                  Sentence 11 of a long review. Sentence
                  12 of a long review. Sentence 13 of a
                  …
                  Read it whole: https://www.themoviedb.org/review/a3

                Details:   popcorn movie 550

                """)
    }

    @Test("A review of exactly the most lines is shown whole; a cut review without a URL ends with the ellipsis")
    func cutLimits() {
        let twelve = (1...12).map { "Line \($0)." }.joined(separator: "\n")
        let thirteen = twelve + "\nLine 13."

        let whole = renderer.text(.mock(content: twelve))
        let cut = renderer.text(.mock(content: thirteen, url: nil))

        #expect(whole.count == ReviewsRenderer.maximumTextLines)
        #expect(whole.last == "  Line 12.")
        #expect(cut == (1...10).map { "  Line \($0)." } + ["  …"])
    }

    @Test("Runs of blank lines in a review are kept to one, and none is left before the cut")
    func blankLines() {
        #expect(
            renderer.text(.mock(content: "One.\n\n\n\nTwo.\r\n\r\n\r\nThree.")) == [
                "  One.", "", "  Two.", "", "  Three.",
            ])
        let paragraphs = (1...9).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let cut = renderer.text(.mock(content: paragraphs))
        #expect(cut.suffix(3) == ["  Paragraph 5.", "  …", "  Read it whole: https://www.themoviedb.org/review/a1"])
    }

    @Test("The byline shows the author's rating as they gave it, or none, and the day it was written")
    func byline() {
        #expect(renderer.byline(.mock(rating: 7.5)) == "Soap Maker  ★ 7.5/10  2016-05-10")
        #expect(renderer.byline(.mock(rating: 10)) == "Soap Maker  ★ 10/10  2016-05-10")
        #expect(renderer.byline(.mock(rating: nil)) == "Soap Maker  2016-05-10")
    }

    @Test("A long author is cut to fit the width; line breaks and control characters in it never pass")
    func authorFits() {
        let narrow = ReviewsRenderer(style: .plain, width: 40)
        #expect(
            narrow.byline(.mock(author: "A very long display name that goes on and on"))
                == "A very long display…  ★ 9/10  2016-05-10")
        let hostile = renderer.byline(.mock(author: "Evil\nName\u{1B}]0;owned\u{07}"))
        #expect(!hostile.contains("\n"))
        #expect(!TerminalText.forTerminal(hostile).unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("Control characters in a review's text reach the terminal only as harmless characters")
    func hostileText() {
        let text = render(.mock(results: [.mock(content: "Fine\u{1B}[2J text\u{9B}31m here.")]))
        let shown = TerminalText.forTerminal(text)
        #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        #expect(shown.contains("Fine"))
    }

    @Test("The last page offers no next page, and one page counts the reviews it shows")
    func lastPage() {
        let last = render(.mock(page: 2, totalPages: 2))
        let single = render(.mock(totalPages: 1, totalResults: 5))

        #expect(!last.contains("Next page"))
        #expect(last.hasPrefix("Reviews of Fight Club (1999) — page 2 of 2 (23 reviews)\n"))
        #expect(single.hasPrefix("Reviews of Fight Club (1999) — page 1 of 1 (2 reviews)\n"))
    }

    @Test("A title without reviews says so in one line")
    func noReviews() {
        #expect(
            render(.mock(totalPages: 0, totalResults: 0, results: [])) == "No reviews of Fight Club (1999) on TMDb.\n")
    }
}
