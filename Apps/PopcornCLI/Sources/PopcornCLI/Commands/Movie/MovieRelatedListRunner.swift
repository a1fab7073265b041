import CoreApplication
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
        let (kind, page) = (kind, page)
        let subject = FailureSubject.moviePart(id: movieID, name: kind.commandName)
        let render = { (movies: MoviePreviewDetailsPage) async -> String in
            let title = await MovieFetches.titleLine(session, id: movieID)
            return MovieListRenderer(style: session.style, width: session.terminal.width).render(
                movies, heading: kind.heading(title, noun: "Movies")
            ) { "popcorn movie \(kind.commandName) \(movieID) --page \($0)" }
        }
        switch kind {
        case .recommendations:
            try await session.present(
                about: subject,
                fetch: { () async throws(FetchError) in
                    try await session.movies.makeFetchMovieRecommendationsUseCase().execute(
                        movieID: movieID, page: page)
                }, render: render)
        case .similar:
            try await session.present(
                about: subject,
                fetch: { () async throws(FetchError) in
                    try await session.movies.makeFetchMovieSimilarUseCase().execute(movieID: movieID, page: page)
                }, render: render)
        }
    }
}
