import MoviesApplication

/// The human view of a page of movies: a header, one row per movie (id, title, year,
/// rating), then the commands that open the next page and a movie.
struct MovieListRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline.
    /// - Parameters:
    ///   - heading: What the page is, e.g. `Popular movies`.
    ///   - nextPageCommand: The command that shows a given page of the same list.
    func render(_ page: MoviePreviewDetailsPage, heading: String, nextPageCommand: (Int) -> String) -> String {
        let results = DisplayFormat.count(page.totalResults, "result", "results")
        var lines = [style.title("\(heading) — page \(page.page) of \(max(page.totalPages, 1)) (\(results))"), ""]
        if page.results.isEmpty, page.page > page.totalPages, page.totalPages > 0 {
            lines.append("No movies on this page: the last page is \(page.totalPages).")
        } else if page.results.isEmpty {
            lines.append("No movies found.")
        } else {
            lines += rows(page.results)
        }
        lines.append("")
        if page.page < page.totalPages, page.page < ArgumentValues.pages.upperBound {
            lines.append("Next page: " + style.command(nextPageCommand(page.page + 1)))
        }
        if !page.results.isEmpty {
            lines.append("Details:   " + style.command("popcorn movie <id>"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One aligned row per movie: `    550  Fight Club            1999  8.4`.
    func rows(_ movies: [MoviePreviewDetails]) -> [String] {
        let idWidth = movies.map { String($0.id).count }.max() ?? 1
        let fixedWidth = 2 + idWidth + 2 + 2 + 4 + 2 + 4
        let titleLimit = max(width - fixedWidth, 12)
        let titleWidth = min(movies.map(\.title.count).max() ?? 0, titleLimit)
        return movies.map { movie in
            let id = String(movie.id).leftPadding(toLength: idWidth)
            let title = movie.title.truncated(to: titleLimit).padding(toLength: titleWidth)
            let year = DisplayFormat.year(of: movie.releaseDate) ?? "    "
            let rating = Self.rating(movie).leftPadding(toLength: 4)
            return "  " + style.identifier(id) + "  " + title + "  " + style.muted(year) + "  " + style.rating(rating)
        }
    }

    /// `8.4`, or `-` when nobody has voted.
    static func rating(_ movie: MoviePreviewDetails) -> String {
        guard let average = movie.voteAverage, let count = movie.voteCount, count > 0 else {
            return "-"
        }
        return DisplayFormat.oneDecimal(average)
    }
}
