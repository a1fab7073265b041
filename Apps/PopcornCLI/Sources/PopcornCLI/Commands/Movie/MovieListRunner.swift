import MoviesApplication
import MoviesDomain

/// What the four curated-list commands share: fetch one page, print it as text or JSON.
struct MovieListRunner: Sendable {
    let kind: MovieListKind
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let subject = FailureSubject.list(name: kind.displayName.lowercased(), page: page)
        let result: MoviePreviewDetailsPage
        do {
            result = try await session.movies.makeFetchMovieListUseCase().execute(list: kind, page: page)
        } catch {
            throw session.failure(error, about: subject)
        }
        if session.configuration.outputsJSON {
            try session.write(try JSONOutput.document(result))
            return
        }
        let renderer = MovieListRenderer(style: session.style, width: session.terminal.width)
        let text = renderer.render(result, heading: kind.displayName) { [kind] next in
            "popcorn movie \(kind.commandName) --page \(next)"
        }
        try session.write(text)
    }
}
