import ArgumentParser
import CoreApplication
import MoviesApplication

/// `popcorn movie videos <ref>`: a movie's trailers, teasers, clips and featurettes, each with the
/// address that plays it.
struct MovieVideosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "List a movie's trailers, teasers, clips and featurettes, each with the URL that plays it.",
        discussion: "The videos are those in the --language (its xx part) and in English, trailers first."
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
            about: .moviePart(id: movieID, name: "videos"),
            fetch: { () async throws(FetchError) in
                try await session.movies.makeFetchMovieVideosUseCase().execute(movieID: movieID)
            },
            render: { videos in
                VideosRenderer(style: session.style, width: session.terminal.width).render(
                    videos, title: await MovieFetches.titleLine(session, id: movieID),
                    detailsCommand: "popcorn movie \(movieID)")
            }
        )
    }
}
