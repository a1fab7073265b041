import TVSeriesApplication
import TerminalLayout

/// The human view of `popcorn tv season <ref> <season>`: title, facts, overview, then one row
/// per episode with the command that opens it.
struct TVSeasonRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline. `tvSeriesID` is the series the command asked for.
    func render(_ season: TVSeasonDetails, tvSeriesID: Int) -> String {
        var lines = [style.title(Self.titleLine(season, tvSeriesID: tvSeriesID))]
        let facts = facts(for: season).render(style: style, width: width)
        if !facts.isEmpty {
            lines += [""] + facts
        }
        if let overview = season.overview, !overview.isEmpty {
            lines += [""] + TextWrapper(width: width).lines(overview)
        }
        lines += ["", style.heading("Episodes")]
        var footer: [String] = []
        if let episodes = season.episodes, !episodes.isEmpty {
            let rows = TVEpisodeRows(style: style, width: width).rows(episodes, tvSeriesID: tvSeriesID)
            let rendered = rows.render(style: style, width: width, footerLabel: "Open an episode:")
            lines += rendered.lines
            footer += rendered.footer.map { [$0] } ?? []
        } else {
            lines.append("  No episodes listed.")
        }
        footer.append("Series:          " + style.command("popcorn tv \(tvSeriesID)"))
        lines += [""] + footer
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Breaking Bad — Season 1 (2008)`; the series' id stands in for an unknown name.
    static func titleLine(_ season: TVSeasonDetails, tvSeriesID: Int) -> String {
        let series = season.tvSeriesName.flatMap { $0.isEmpty ? nil : $0 } ?? "TV series \(tvSeriesID)"
        let year = DisplayFormat.year(of: season.airDate).map { " (\($0))" } ?? ""
        return "\(series) — \(season.name)\(year)"
    }

    /// The season's own facts: episode count, first air date, rating, poster.
    func facts(for season: TVSeasonDetails) -> FactsBlock {
        var facts = FactsBlock()
        facts.add("Episodes", (season.episodes?.count ?? season.episodeCount).map(String.init))
        facts.add("First aired", season.airDate.map(DayFormatter.string(from:)))
        if let average = season.voteAverage, average > 0 {
            facts.add("Rating", DisplayFormat.oneDecimal(average) + "/10")
        }
        facts.add("Poster", season.posterURLSet?.detail.absoluteString)
        return facts
    }
}
