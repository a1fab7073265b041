import ArgumentParser
import CoreApplication
import MoviesApplication

/// `popcorn movie credits <ref>`: the full cast and crew, with each person's id.
struct MovieCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show a movie's cast and crew."
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
        let movieID = try await session.resolve(
            self.reference, as: .movie, year: titleYear.year
        ).id
        // The credits first (one request at most, which caches the details too), then the title from the cache.
        let credits: CreditsDetails
        do {
            credits = try await session.movies.makeFetchMovieCreditsUseCase().execute(movieID: movieID)
        } catch {
            throw session.failure(error, about: .movieCredits(id: movieID))
        }
        if session.configuration.outputsJSON {
            try session.writeJSON(credits)
            return
        }
        let title = await MovieFetches.titleLine(session, id: movieID)
        let renderer = CreditsRenderer(style: session.style, width: session.terminal.width)
        try session.write(renderer.render(credits, title: title, detailsCommand: "popcorn movie \(movieID)"))
    }
}
