import ArgumentParser
import CoreApplication
import ReviewsApplication
import ReviewsDomain

/// `popcorn tv reviews <ref> [--page N]`: what TMDb's readers wrote about a series, each review with
/// its author, their rating and the day, long ones cut with the page that shows them whole.
struct TVReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Show what TMDb's readers wrote about a TV series, with their ratings.",
        discussion: "A long review is cut after a few lines, with the address where it can be read whole."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb TV series id or URL, an IMDb id or URL, or name.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .tv) }
    }

    func validate() throws {
        try titleYear.check(self.reference)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let tvSeriesID = try await session.resolve(self.reference, as: .tv, year: titleYear.year).id
        let number = page.page
        try await session.present(
            about: .tvSeriesPart(id: tvSeriesID, name: "reviews"),
            fetch: { () async throws(FetchError) in
                try await session.reviews.makeFetchReviewsUseCase().execute(
                    title: .tvSeries(id: tvSeriesID), page: number)
            },
            render: { reviews in
                ReviewsRenderer(style: session.style, width: session.terminal.width).render(
                    reviews, title: await TVFetches.titleLine(session, id: tvSeriesID),
                    detailsCommand: "popcorn tv \(tvSeriesID)"
                ) { "popcorn tv reviews \(tvSeriesID) --page \($0)" }
            }
        )
    }
}
