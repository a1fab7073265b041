import ArgumentParser
import MoviesApplication

/// `popcorn movie <ref>`: one movie's details, with its certification, where to watch it, its director
/// and top cast, and recommendations: one TMDb request on a cold cache.
struct MovieDetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show a movie's details (the default: 'popcorn movie 550')."
    ).leaf

    @Argument(
        help: ArgumentHelp(
            "A TMDb movie id or URL, an IMDb id (tt0137523) or URL, or title (fight club, 'dune (2021)').",
            valueName: "ref"))
    var ref: [String]

    @OptionGroup var titleYear: TitleYearOption

    @OptionGroup var options: GlobalOptions

    @OptionGroup var picture: PictureOptions

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
        // One use case for the whole screen, credits included: one TMDb request at most.
        let movie: MovieDetails
        do {
            movie = try await session.movies.makeFetchMovieDetailsUseCase()
                .execute(id: movieID, region: session.region)
        } catch {
            throw session.failure(error, about: .movie(id: movieID))
        }
        // Before the document: under --json it draws nothing, but says so under --debug.
        try await session.drawPicture(
            picture, of: "movie \(movieID)", path: movie.posterURLSet?.path, kind: .poster)
        if session.configuration.outputsJSON {
            try session.writeJSON(movie)
            return
        }
        let renderer = MovieDetailsRenderer(
            style: session.style,
            width: session.terminal.width,
            language: session.configuration.language
        )
        try session.write(renderer.render(movie))
    }
}
