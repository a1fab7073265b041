import MoviesApplication

/// What `movie recommendations` and `movie similar` share: fetch one page of the list (the first
/// with the movie's one request), print it as text or JSON.
struct MovieRelatedListRunner: Sendable {
    let kind: RelatedListKind
    let reference: MediaReference
    let year: Int?
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let movieID = try await session.resolve(reference, as: .movie, year: year).id
        let subject = FailureSubject.moviePart(id: movieID, name: kind.commandName)
        let movies: MoviePreviewDetailsPage
        switch kind {
        case .recommendations:
            do {
                movies = try await session.movies.makeFetchMovieRecommendationsUseCase()
                    .execute(movieID: movieID, page: page)
            } catch {
                throw session.failure(error, about: subject)
            }
        case .similar:
            do {
                movies = try await session.movies.makeFetchMovieSimilarUseCase().execute(movieID: movieID, page: page)
            } catch {
                throw session.failure(error, about: subject)
            }
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(movies))
            return
        }
        let title = await MovieFetches.titleLine(session, id: movieID)
        let renderer = MovieListRenderer(style: session.style, width: session.terminal.width)
        try session.write(
            renderer.render(movies, heading: kind.heading(title, noun: "Movies")) { [kind] in
                "popcorn movie \(kind.commandName) \(movieID) --page \($0)"
            })
    }
}
