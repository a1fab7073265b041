import CoreApplication
import TVSeriesApplication
import TerminalLayout

/// The human view of `popcorn tv <ref>`: title, tagline, facts (with the reader's certification and
/// where to watch), overview, the seasons with the command that opens each, the top cast, and what
/// else the reader may like.
struct TVSeriesDetailsRenderer: Sendable {
    /// How many cast members the details view lists.
    static let topCastCount = 5

    let style: TextStyle
    let width: Int
    /// The language the command asked for (`en-US`), to tell whether the original language differs.
    let language: String

    /// The whole view, ending with a newline.
    func render(_ series: TVSeriesDetails) -> String {
        var lines = [style.title(TVSeriesTitle.line(series))]
        if let tagline = series.tagline, !tagline.isEmpty {
            let marked = EnglishFallbackNote.marked(tagline, isFallback: series.taglineIsFallback)
            lines += TextWrapper(width: width).lines(marked).map(style.muted)
        }
        let facts = TVSeriesFacts(language: language).facts(for: series).render(style: style, width: width)
        if !facts.isEmpty {
            lines += [""] + facts
        }
        if let overview = series.overview, !overview.isEmpty {
            lines.append("")
            if series.overviewIsFallback {
                lines += TextWrapper(width: width).lines(EnglishFallbackNote.overview).map(style.muted)
            }
            lines += TextWrapper(width: width).lines(overview)
        }
        lines += seasonsSection(series)
        let cast = series.credits.map(castSection) ?? []
        lines += cast
        lines += recommendationsSection(series)
        lines.append("")
        if !cast.isEmpty || !(series.createdBy ?? []).isEmpty {
            lines.append(PersonHint.footer(style: style, labelWidth: 19))
        }
        lines.append("Full cast and crew: " + style.command("popcorn tv credits \(series.id)"))
        return lines.joined(separator: "\n") + "\n"
    }

    private func seasonsSection(_ series: TVSeriesDetails) -> [String] {
        guard let seasons = series.seasons, !seasons.isEmpty else {
            return []
        }
        let rows = TVSeasonRows(style: style).rows(seasons, tvSeriesID: series.id)
        let (lines, footer) = rows.render(style: style, width: width, footerLabel: "Open a season:")
        return ["", style.heading("Seasons")] + lines + (footer.map { ["", $0] } ?? [])
    }

    /// "You may also like": the first recommendations, each with the command that opens it.
    private func recommendationsSection(_ series: TVSeriesDetails) -> [String] {
        let rows = (series.recommendations?.results ?? []).map {
            RecommendationsSection.Row(
                title: RecommendationsSection.title($0.name, year: DisplayFormat.year(of: $0.firstAirDate)),
                command: "popcorn tv \($0.id)")
        }
        return RecommendationsSection(style: style, width: width).lines(
            rows, totalResults: series.recommendations?.totalResults ?? 0,
            moreCommand: "popcorn tv recommendations \(series.id)")
    }

    private func castSection(_ credits: CreditsDetails) -> [String] {
        let cast = CastTable.cast(credits.cast)
        guard !cast.rows.isEmpty else {
            return []
        }
        let top = CastTable(rows: Array(cast.rows.prefix(Self.topCastCount)))
        return ["", style.heading("Top cast")] + top.render(style: style, indent: "  ", width: width)
    }
}
