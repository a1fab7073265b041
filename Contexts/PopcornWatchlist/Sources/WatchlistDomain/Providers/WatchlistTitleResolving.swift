import CoreDomain
import Foundation

/// What the watchlist needs from the Search context: the title a name (and year) stands for, to
/// import lists that name titles instead of giving their ids (Letterboxd's export).
public protocol WatchlistTitleResolving: Sendable {
    /// The one title of `kind` that `name` (released in `year`, when given) clearly names, or `nil`
    /// when none or several do.
    func resolve(_ name: String, year: Int?, kind: WatchlistKind) async throws(DataAccessError) -> WatchlistItemID?
}
