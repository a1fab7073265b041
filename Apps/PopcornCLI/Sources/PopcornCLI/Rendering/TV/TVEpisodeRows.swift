import TVSeriesApplication
import TerminalLayout

/// The rows of a season's episode list: `S01E01`, name, air date, runtime, whether the person
/// watched it (`✓`, `✓×2` for a re-watch), and the command that opens the episode. A column no
/// episode has is left out; names are cut only when the row would not fit the width even without
/// its command.
struct TVEpisodeRows: Sendable {
    let style: TextStyle
    let width: Int

    /// One row per episode, in the season's order.
    func rows(_ episodes: [TVEpisodeDetails], tvSeriesID: Int) -> HintedRows {
        let codes = episodes.map { String(describing: Self.code($0)) }
        let dates = episodes.map { $0.airDate.map(DayFormatter.string(from:)) ?? "" }
        let runtimes = episodes.map { DisplayFormat.runtime(minutes: $0.runtime) ?? "" }
        let marks = episodes.map { Self.watchedMark($0.watchCount) }
        let codeWidth = codes.map(\.displayWidth).max() ?? 0
        let dateWidth = dates.map(\.displayWidth).max() ?? 0
        let runtimeWidth = runtimes.map(\.displayWidth).max() ?? 0
        let markWidth = marks.map(\.displayWidth).max() ?? 0
        let fixed = 2 + codeWidth + [dateWidth, runtimeWidth, markWidth].filter { $0 > 0 }.reduce(2) { $0 + $1 + 2 }
        let nameLimit = max(width - fixed, 12)
        let nameWidth = min(episodes.map(\.name.displayWidth).max() ?? 0, nameLimit)
        return HintedRows(
            rows: episodes.indices.map { index in
                let code = codes[index].padding(toLength: codeWidth)
                let name = episodes[index].name.truncated(to: nameLimit).padding(toLength: nameWidth)
                let date = dates[index].padding(toLength: dateWidth)
                let runtime = runtimes[index].leftPadding(toLength: runtimeWidth)
                let mark = marks[index].padding(toLength: markWidth)
                // A column no episode has (empty at full width) is left out, separator and all.
                let cells = [
                    (code, style.identifier(code)), (name, name), (date, style.muted(date)), (runtime, runtime),
                    (mark, style.rating(mark)),
                ].filter { !$0.0.isEmpty }
                return HintedRow(
                    plain: "  " + cells.map(\.0).joined(separator: "  "),
                    styled: "  " + cells.map(\.1).joined(separator: "  "),
                    command: "popcorn tv episode \(tvSeriesID) \(codes[index])"
                )
            })
    }

    /// `✓` for an episode watched once, `✓×2` for twice, nothing for never.
    static func watchedMark(_ count: Int) -> String {
        count == 0 ? "" : count == 1 ? "✓" : "✓×\(count)"
    }

    /// `S01E01` for an episode.
    static func code(_ episode: TVEpisodeDetails) -> EpisodeCode {
        EpisodeCode(seasonNumber: episode.seasonNumber, episodeNumber: episode.episodeNumber)
    }
}
