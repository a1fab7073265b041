import CollectionsApplication
import TerminalLayout

/// The collections a typed name may mean, as listed when it matches several (on standard error, or
/// as a numbered choice): `  The Godfather Collection  popcorn collection 230`. Names are cut to fit
/// the width; the command never is.
struct FilmCollectionCandidateTable: Sendable {
    let width: Int

    /// One plain line per candidate, the commands aligned.
    func lines(_ candidates: [FilmCollectionCandidate]) -> [String] {
        let rows = candidates.map {
            (name: String($0.name.map(TerminalText.shown)), command: "popcorn collection \($0.id)")
        }
        let commandWidth = rows.map(\.command.displayWidth).max() ?? 0
        let fit = TableFit(
            width: width, fixed: 2 + 2 + commandWidth, longest: rows.map(\.name.displayWidth).max() ?? 0)
        return rows.map { row in
            "  " + row.name.truncated(to: fit.flexible).padding(toLength: fit.flexible) + "  " + row.command
        }
    }
}
