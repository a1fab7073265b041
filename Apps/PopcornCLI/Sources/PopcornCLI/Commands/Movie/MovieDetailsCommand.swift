import ArgumentParser
import MoviesApplication

/// `popcorn movie <ref>`: one movie's details, with its director and top cast.
struct MovieDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a movie's details (the default: 'popcorn movie 550')."
    )

    @Argument(
        help: ArgumentHelp(
            "A TMDb movie id, themoviedb.org movie URL, or title (fight club, 'dune (2021)').", valueName: "ref"))
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
        let subject = FailureSubject.movie(id: movieID)
        let details = session.movies.makeFetchMovieDetailsUseCase()
        if session.configuration.outputsJSON {
            let movie: MovieDetails
            do {
                movie = try await details.execute(id: movieID)
            } catch {
                throw session.failure(error, about: subject)
            }
            try session.write(try JSONOutput.document(movie))
            return
        }
        async let movieResult = MovieFetches.details(details, id: movieID)
        async let creditsResult = MovieFetches.credits(session.movies.makeFetchMovieCreditsUseCase(), id: movieID)
        // Both are awaited before deciding, so neither request is ever cancelled mid-flight.
        let (fetchedMovie, fetchedCredits) = await (movieResult, creditsResult)
        let movie: MovieDetails
        switch fetchedMovie {
        case .success(let value): movie = value
        case .failure(let error): throw session.failure(error, about: subject)
        }
        let credits = try? fetchedCredits.get()
        let renderer = MovieDetailsRenderer(
            style: session.style,
            width: session.terminal.width,
            language: session.configuration.language
        )
        try session.write(renderer.render(movie, credits: credits))
    }
}
