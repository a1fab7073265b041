import MoviesApplication

/// The details view's short "You may also like" section: the first recommendations, each with its
/// year and the command that opens it, then the command that lists them all.
struct MovieRecommendationsSection: Sendable {
    /// How many recommendations the details view shows.
    static let count = 5

    let style: TextStyle

    /// The section's lines (starting with a blank line), or none without recommendations.
    func lines(_ page: MoviePreviewDetailsPage?, movieID: Int) -> [String] {
        guard let page, !page.results.isEmpty else {
            return []
        }
        let shown = page.results.prefix(Self.count).map { movie in
            (title: movie.title + (DisplayFormat.year(of: movie.releaseDate).map { " (\($0))" } ?? ""), id: movie.id)
        }
        let width = min(shown.map(\.title.count).max() ?? 0, 40)
        var lines = ["", style.heading("You may also like")]
        lines += shown.map {
            "  " + $0.title.truncated(to: 40).padding(toLength: width) + "  " + style.command("popcorn movie \($0.id)")
        }
        if page.totalResults > shown.count {
            lines.append("  " + style.muted("More: ") + style.command("popcorn movie recommendations \(movieID)"))
        }
        return lines
    }
}
