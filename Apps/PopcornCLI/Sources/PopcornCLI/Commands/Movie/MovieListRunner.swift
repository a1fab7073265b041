import CoreApplication
import MoviesApplication
import MoviesDomain

/// What the four curated-list commands share: fetch one page, print it as text or JSON.
struct MovieListRunner: Sendable {
    let kind: MovieListKind
    let page: Int
    let options: GlobalOptions

    func run() async throws {
        let session = try CommandSession.start(options: options)
        let renderer = MovieListRenderer(style: session.style, width: session.terminal.width)
        try await session.present(
            about: .list(name: kind.displayName.lowercased(), page: page),
            fetch: { () async throws(FetchError) in
                try await session.movies.makeFetchMovieListUseCase().execute(list: kind, page: page)
            },
            render: { [kind] in
                renderer.render($0, heading: kind.displayName) { "popcorn movie \(kind.commandName) --page \($0)" }
            }
        )
    }
}
