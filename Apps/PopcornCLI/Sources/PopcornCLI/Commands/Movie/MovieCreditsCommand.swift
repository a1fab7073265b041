import ArgumentParser
import CoreApplication
import MoviesApplication

/// `popcorn movie credits <ref>`: the full cast and crew, with each person's id.
struct MovieCreditsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show a movie's cast and crew."
    )

    @Argument(help: ArgumentHelp("A TMDb movie id, themoviedb.org movie URL, or title.", valueName: "ref"))
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
        let subject = FailureSubject.movieCredits(id: movieID)
        let creditsUseCase = session.movies.makeFetchMovieCreditsUseCase()
        if session.configuration.outputsJSON {
            let credits: CreditsDetails
            do {
                credits = try await creditsUseCase.execute(movieID: movieID)
            } catch {
                throw session.failure(error, about: subject)
            }
            try session.write(try JSONOutput.document(credits))
            return
        }
        async let creditsResult = MovieFetches.credits(creditsUseCase, id: movieID)
        async let movieResult = MovieFetches.details(session.movies.makeFetchMovieDetailsUseCase(), id: movieID)
        // Both are awaited before deciding, so neither request is ever cancelled mid-flight.
        let (fetchedCredits, fetchedMovie) = await (creditsResult, movieResult)
        let credits: CreditsDetails
        switch fetchedCredits {
        case .success(let value): credits = value
        case .failure(let error): throw session.failure(error, about: subject)
        }
        let title = (try? fetchedMovie.get()).map(MovieDetailsRenderer.titleLine) ?? "Movie \(movieID)"
        let renderer = CreditsRenderer(style: session.style)
        try session.write(renderer.render(credits, title: title, detailsCommand: "popcorn movie \(movieID)"))
    }
}
