import TVSeriesApplication
import TerminalLayout

/// The human view of `popcorn tv episode <ref> ...`: title, facts, overview, directors and
/// writers, guest stars, then the commands that open the episodes around it, its season and series,
/// and anyone it lists.
struct TVEpisodeRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline. `tvSeriesID` is the series the command asked for.
    func render(_ episode: TVEpisodeDetails, tvSeriesID: Int) -> String {
        var lines = [style.title(Self.titleLine(episode, tvSeriesID: tvSeriesID))]
        let facts = facts(for: episode).render(style: style, width: width)
        if !facts.isEmpty {
            lines += [""] + facts
        }
        if let overview = episode.overview, !overview.isEmpty {
            lines += [""] + TextWrapper(width: width).lines(overview)
        }
        let people = peopleSection(episode)
        lines += people
        if let guests = episode.guestStars, !guests.isEmpty {
            lines +=
                ["", style.heading("Guest stars")]
                + CastTable.cast(guests).render(style: style, indent: "  ", width: width)
        }
        if !people.isEmpty || !(episode.guestStars ?? []).isEmpty {
            lines += ["", PersonHint.footer(style: style)]
        }
        lines += [""] + navigation(episode, tvSeriesID: tvSeriesID)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Breaking Bad — S01E01 "Pilot"`; the series' id stands in for an unknown name.
    static func titleLine(_ episode: TVEpisodeDetails, tvSeriesID: Int) -> String {
        let series = episode.tvSeriesName.flatMap { $0.isEmpty ? nil : $0 } ?? "TV series \(tvSeriesID)"
        return "\(series) — \(TVEpisodeRows.code(episode)) \"\(episode.name)\""
    }

    /// The episode's facts: season, air date, runtime, type, rating, production code, still.
    func facts(for episode: TVEpisodeDetails) -> FactsBlock {
        var facts = FactsBlock()
        facts.add("Season", episode.seasonName ?? "Season \(episode.seasonNumber)")
        facts.add("Aired", episode.airDate.map(DayFormatter.string(from:)))
        facts.add("Watched", ViewingLine.watched(count: episode.watchCount, last: nil))
        facts.add("Runtime", DisplayFormat.runtime(minutes: episode.runtime))
        facts.add("Type", TVEpisodeTypeLabel.text(for: episode.episodeType))
        facts.add("Rating", DisplayFormat.rating(average: episode.voteAverage, count: episode.voteCount))
        facts.add("Production code", episode.productionCode)
        facts.add("Still", episode.stillURLSet?.detail.absoluteString)
        return facts
    }

    /// `Directed by ...` and `Written by ...`, each person with their id.
    private func peopleSection(_ episode: TVEpisodeDetails) -> [String] {
        let directors = episode.directors ?? []
        let writers = episode.writers ?? []
        var lines: [String] = []
        if !directors.isEmpty {
            lines += wrapped("Directed by " + PeopleMentions.text(directors.map { ($0.name, $0.id) }, style: style))
        }
        if !writers.isEmpty {
            lines += wrapped("Written by " + PeopleMentions.text(writers.map { ($0.name, $0.id) }, style: style))
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// A line of names wrapped to the width (escapes count, so coloured lines only wrap earlier).
    private func wrapped(_ text: String) -> [String] {
        TextWrapper(width: width).lines(text)
    }

    private func navigation(_ episode: TVEpisodeDetails, tvSeriesID: Int) -> [String] {
        let commands = TVEpisodeNavigation(tvSeriesID: tvSeriesID, episode: episode).commands
        let labelWidth = commands.map(\.label.displayWidth).max() ?? 0
        return commands.map { $0.label.padding(toLength: labelWidth) + " " + style.command($0.command) }
    }
}
