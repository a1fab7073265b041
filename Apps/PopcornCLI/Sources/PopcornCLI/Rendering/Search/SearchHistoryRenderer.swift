import Foundation
import SearchApplication
import TerminalLayout

/// The human view of the search history: one row per search, newest first, with how long ago it
/// ran and the command that runs it again.
struct SearchHistoryRenderer: Sendable {
    let style: TextStyle
    let width: Int

    /// The whole view, ending with a newline; `now` is what "5 minutes ago" is counted from.
    func render(_ history: MediaSearchHistoryDetails, now: Date) -> String {
        guard !history.results.isEmpty else {
            return "No searches recorded yet. Search with " + style.command("popcorn search <words>") + ".\n"
        }
        let count = DisplayFormat.count(history.totalResults, "search", "searches")
        var lines = TextWrapper(width: width).lines("Search history — \(count), newest first").map(style.title) + [""]
        let ages = history.results.map { RelativeAge.describe(now.timeIntervalSince($0.searchedAt)) }
        let commands = history.results.map(Self.command)
        let ageWidth = ages.map(\.displayWidth).max() ?? 0
        let kindWidth = history.results.map(\.kind.rawValue.displayWidth).max() ?? 0
        let commandWidth = commands.map(\.displayWidth).max() ?? 0
        // On a narrow terminal the kind goes first (the command names it), then the age.
        let fit = TableFit(
            width: width, fixed: 2 + 2 + commandWidth, optional: [kindWidth + 2, ageWidth + 2],
            longest: history.results.map(\.query.displayWidth).max() ?? 0)
        for (index, entry) in history.results.enumerated() {
            lines.append(
                "  " + (fit.shows(1) ? style.muted(ages[index].padding(toLength: ageWidth)) + "  " : "")
                    + (fit.shows(0) ? entry.kind.rawValue.padding(toLength: kindWidth) + "  " : "")
                    + entry.query.truncated(to: fit.flexible).padding(toLength: fit.flexible) + "  "
                    + style.command(commands[index]))
        }
        lines += ["", "Forget them: " + style.command("popcorn search --clear-history")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `popcorn search pitt`, `popcorn search --kind movie 'fight club'`: the search again.
    static func command(_ entry: MediaSearchHistoryEntryDetails) -> String {
        let kind = entry.kind == .all ? [] : ["--kind", entry.kind.rawValue]
        return ShellQuoting.join(["popcorn", "search"] + kind + entry.query.split(separator: " ").map(String.init))
    }
}
