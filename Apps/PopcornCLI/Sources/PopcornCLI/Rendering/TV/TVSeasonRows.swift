import TVSeriesApplication
import TerminalLayout

/// The rows of a series' "Seasons" section: number, name, episode count, first-air year, and
/// the command that opens the season.
struct TVSeasonRows: Sendable {
    /// The widest a season name grows before it is cut.
    static let maximumNameWidth = 28

    let style: TextStyle

    /// One row per season, in the series' order (by number: specials, season 0, first).
    func rows(_ seasons: [TVSeasonDetails], tvSeriesID: Int) -> HintedRows {
        let numberWidth = seasons.map { String($0.seasonNumber).count }.max() ?? 1
        let nameWidth = min(seasons.map(\.name.displayWidth).max() ?? 0, Self.maximumNameWidth)
        let counts = seasons.map { $0.episodeCount.map { DisplayFormat.count($0, "episode", "episodes") } ?? "" }
        let countWidth = counts.map(\.displayWidth).max() ?? 0
        return HintedRows(
            rows: zip(seasons, counts).map { season, count in
                let number = String(season.seasonNumber).leftPadding(toLength: numberWidth)
                let name = season.name.truncated(to: Self.maximumNameWidth).padding(toLength: nameWidth)
                let episodes = count.leftPadding(toLength: countWidth)
                let year = DisplayFormat.year(of: season.airDate) ?? "    "
                return HintedRow(
                    plain: "  " + number + "  " + name + "  " + episodes + "  " + year,
                    styled: "  " + style.identifier(number) + "  " + name + "  " + episodes + "  " + style.muted(year),
                    command: "popcorn tv season \(tvSeriesID) \(season.seasonNumber)"
                )
            })
    }
}
