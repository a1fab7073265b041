import MoviesApplication

/// The human view of a page of movies: a header, one row per movie (id, title, year,
/// rating), then the commands that open the next page and a movie.
struct MovieListRenderer: Sendable {
    let style: TextStyle
    let width: Int

    private var list: PreviewListRenderer {
        PreviewListRenderer(style: style, width: width, noun: "movies", detailsCommand: "popcorn movie <id>")
    }

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Popular movies`.
    ///   - nextPageCommand: The command that shows a given page of the same list.
    func render(_ page: MoviePreviewDetailsPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        let preview = PreviewPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            rows: page.results.map(Self.row))
        return list.render(preview, heading: heading, nextPageCommand: nextPageCommand)
    }

    /// One aligned row per movie: `    550  Fight Club            1999  8.4`.
    func rows(_ movies: [MoviePreviewDetails]) -> [String] {
        list.rows(movies.map(Self.row))
    }

    /// `8.4`, or `-` when nobody has voted.
    static func rating(_ movie: MoviePreviewDetails) -> String {
        PreviewRow.rating(average: movie.voteAverage, count: movie.voteCount)
    }

    /// The list row of one movie.
    static func row(_ movie: MoviePreviewDetails) -> PreviewRow {
        PreviewRow(
            id: movie.id, title: movie.title, date: movie.releaseDate, voteAverage: movie.voteAverage,
            voteCount: movie.voteCount)
    }
}
