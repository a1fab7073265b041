import ArgumentParser
import CoreApplication
import ReviewsApplication
import ReviewsDomain

/// `popcorn movie reviews <ref> [--page N]`: what TMDb's readers wrote about a movie, each review
/// with its author, their rating and the day, long ones cut with the page that shows them whole.
struct MovieReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Show what TMDb's readers wrote about a movie, with their ratings.",
        discussion: "A long review is cut after a few lines, with the address where it can be read whole."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb movie id or URL, an IMDb id or URL, or title.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption
    @OptionGroup var page: PageOption
    @OptionGroup var options: GlobalOptions

    /// The `<ref>` as typed: an id or URL, or a title to resolve.
    var reference: MediaReference {
        get throws { try ArgumentValues.reference(ref, kind: .movie) }
    }

    func validate() throws {
        try titleYear.check(self.reference)
    }

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let movieID = try await session.resolve(self.reference, as: .movie, year: titleYear.year).id
        let number = page.page
        try await session.present(
            about: .moviePart(id: movieID, name: "reviews"),
            fetch: { () async throws(FetchError) in
                try await session.reviews.makeFetchReviewsUseCase().execute(title: .movie(id: movieID), page: number)
            },
            render: { reviews in
                ReviewsRenderer(style: session.style, width: session.terminal.width).render(
                    reviews, title: await MovieFetches.titleLine(session, id: movieID),
                    detailsCommand: "popcorn movie \(movieID)"
                ) { "popcorn movie reviews \(movieID) --page \($0)" }
            }
        )
    }
}
