import ArgumentParser
import CoreApplication
import MoviesApplication

/// `popcorn movie images <ref> [--kind poster|backdrop|logo]`: every image of a movie, with its URL.
struct MovieImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "List a movie's posters, logos and backdrops, each with its language, size, votes and URL.",
        discussion:
            "The images are those with text in the --language (its xx part), in English, or without text."
    ).leaf

    @Argument(help: ArgumentHelp("A TMDb movie id or URL, an IMDb id or URL, or title.", valueName: "ref"))
    var ref: [String]

    @Option(help: "Only this kind of image: poster, backdrop or logo.")
    var kind: ImageKindOption?

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
            about: .moviePart(id: movieID, name: "images"),
            fetch: { () async throws(FetchError) in
                try await session.movies.makeFetchMovieImagesUseCase().execute(movieID: movieID, kind: kind?.imageKind)
            },
            render: { [kind] images in
                TitleImagesRenderer(style: session.style, width: session.terminal.width).render(
                    images, title: await MovieFetches.titleLine(session, id: movieID),
                    detailsCommand: "popcorn movie \(movieID)", kind: kind)
            }
        )
    }
}
