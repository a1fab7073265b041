import Foundation
import SearchApplication

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
        var lines = [style.title("Search history — \(count), newest first"), ""]
        let ages = history.results.map { RelativeAge.describe(now.timeIntervalSince($0.searchedAt)) }
        let commands = history.results.map(Self.command)
        let ageWidth = ages.map(\.count).max() ?? 0
        let kindWidth = history.results.map(\.kind.rawValue.count).max() ?? 0
        let commandWidth = commands.map(\.count).max() ?? 0
        let queryLimit = max(width - (2 + ageWidth + 2 + kindWidth + 2 + 2 + commandWidth), 12)
        let queryWidth = min(history.results.map(\.query.count).max() ?? 0, queryLimit)
        for (index, entry) in history.results.enumerated() {
            lines.append(
                "  " + style.muted(ages[index].padding(toLength: ageWidth)) + "  "
                    + entry.kind.rawValue.padding(toLength: kindWidth) + "  "
                    + entry.query.truncated(to: queryLimit).padding(toLength: queryWidth) + "  "
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
