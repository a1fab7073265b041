import ArgumentParser
import CoreApplication
import MoviesApplication

/// `popcorn movie watch <ref>`: where a movie can be streamed, rented or bought in the reader's region.
struct MovieWatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show where a movie can be watched in your region: stream, free, with ads, rent, buy.",
        discussion: "The region is --region, else POPCORN_REGION, else the config file's, else the language's."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb movie id or URL, an IMDb id or URL, or title.", valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption

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
        try await session.present(
            about: .moviePart(id: movieID, name: "watch providers"),
            fetch: { () async throws(FetchError) in
                try await session.movies.makeFetchMovieWatchProvidersUseCase()
                    .execute(movieID: movieID, region: session.region)
            },
            render: { offers in
                WatchOffersRenderer(style: session.style, width: session.terminal.width).render(
                    offers, title: await MovieFetches.titleLine(session, id: movieID),
                    detailsCommand: "popcorn movie \(movieID)")
            }
        )
    }
}
