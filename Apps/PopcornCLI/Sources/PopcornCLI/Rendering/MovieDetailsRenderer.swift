import CoreApplication
import MoviesApplication
import TerminalLayout

/// The human view of `popcorn movie <ref>`: title, tagline, facts (with the reader's certification
/// and where to watch), overview, director and top cast, and what else the reader may like.
struct MovieDetailsRenderer: Sendable {
    /// How many cast members the details view lists.
    static let topCastCount = 5

    let style: TextStyle
    let width: Int
    /// The language the command asked for (`en-US`), to tell whether the original language differs.
    let language: String

    /// The whole view, ending with a newline.
    func render(_ movie: MovieDetails) -> String {
        var lines = [style.title(Self.titleLine(movie))]
        if let tagline = movie.tagline, !tagline.isEmpty {
            let marked = EnglishFallbackNote.marked(tagline, isFallback: movie.taglineIsFallback)
            lines += TextWrapper(width: width).lines(marked).map(style.muted)
        }
        let facts = facts(for: movie).render(style: style, width: width)
        if !facts.isEmpty {
            lines += [""] + facts
        }
        if let overview = movie.overview, !overview.isEmpty {
            lines.append("")
            if movie.overviewIsFallback {
                lines += TextWrapper(width: width).lines(EnglishFallbackNote.overview).map(style.muted)
            }
            lines += TextWrapper(width: width).lines(overview)
        }
        let people = movie.credits.map(peopleSection) ?? []
        lines += people
        lines += recommendationsSection(movie)
        lines.append("")
        if !people.isEmpty {
            lines.append(PersonHint.footer(style: style, labelWidth: 19))
        }
        lines.append("Full cast and crew: " + style.command("popcorn movie credits \(movie.id)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Fight Club (1999)`, or just the title when the release date is unknown.
    static func titleLine(_ movie: MovieDetails) -> String {
        guard let year = DisplayFormat.year(of: movie.releaseDate) else {
            return movie.title
        }
        return "\(movie.title) (\(year))"
    }

    /// The facts block, leaving out whatever the movie does not have.
    func facts(for movie: MovieDetails) -> FactsBlock {
        var facts = FactsBlock()
        let status = MovieStatusLabel.text(for: movie.status)
        if let date = movie.releaseDate.map(DayFormatter.string(from:)) {
            facts.add("Released", date + (status.map { " (\($0))" } ?? ""))
        } else {
            facts.add("Status", status)
        }
        facts.add("Rated", movie.certification.map { "\($0) (\(movie.region))" })
        facts.add("Watchlist", movie.isOnWatchlist ? "On your watchlist" : nil)
        facts.add("Watched", ViewingLine.watched(count: movie.watchCount, last: movie.lastWatchedAt))
        facts.add("Your rating", movie.yourRating.map(TrackedItemLabel.number))
        facts.add("Runtime", DisplayFormat.runtime(minutes: movie.runtime))
        facts.add("Genres", movie.genres?.map(\.name).joined(separator: ", "))
        facts.add("Rating", DisplayFormat.rating(average: movie.voteAverage, count: movie.voteCount))
        if let original = movie.originalTitle, original != movie.title {
            facts.add("Original title", original)
        }
        facts.add(
            "Language",
            OriginalLanguageLabel.text(
                code: movie.originalLanguage, spokenLanguages: movie.spokenLanguages, requested: language))
        facts.add("Budget", DisplayFormat.money(movie.budget))
        facts.add("Revenue", DisplayFormat.money(movie.revenue))
        facts.add("Companies", movie.productionCompanies?.map(\.name).joined(separator: ", "))
        facts.add(
            "Part of", movie.belongsToCollection?.name,
            command: movie.belongsToCollection.map { "popcorn collection \($0.id)" })
        facts.add("Watch", WatchOffersLine.text(movie.watchProviders))
        facts.add("Trailer", movie.mainTrailer?.url?.absoluteString)
        facts.add("Keywords", movie.keywords?.map(\.name).joined(separator: ", "))
        facts.add("IMDb", movie.imdbID)
        facts.add("Homepage", movie.homepageURL?.absoluteString)
        facts.add("Poster", movie.posterURLSet?.detail.absoluteString)
        facts.add("Logo", movie.logoURLSet?.detail.absoluteString)
        return facts
    }

    /// "You may also like": the first recommendations, each with the command that opens it.
    private func recommendationsSection(_ movie: MovieDetails) -> [String] {
        let rows = (movie.recommendations?.results ?? []).map {
            RecommendationsSection.Row(
                title: RecommendationsSection.title($0.title, year: DisplayFormat.year(of: $0.releaseDate)),
                command: "popcorn movie \($0.id)")
        }
        return RecommendationsSection(style: style, width: width).lines(
            rows, totalResults: movie.recommendations?.totalResults ?? 0,
            moreCommand: "popcorn movie recommendations \(movie.id)")
    }

    private func peopleSection(_ credits: CreditsDetails) -> [String] {
        var lines: [String] = []
        let directors = credits.directors
        if !directors.isEmpty {
            lines += ["", "Directed by " + PeopleMentions.text(directors.map { ($0.name, $0.id) }, style: style)]
        }
        let cast = CastTable.cast(credits.cast)
        if !cast.rows.isEmpty {
            let top = CastTable(rows: Array(cast.rows.prefix(Self.topCastCount)))
            lines += ["", style.heading("Top cast")] + top.render(style: style, indent: "  ", width: width)
        }
        return lines
    }
}
