import WatchlistApplication
import WatchlistDomain

/// How the watchlist's views name an entry: `Fight Club (1999)`, and the command that opens it.
enum WatchlistEntryLabel {
    /// The title with its year, as far as it is known.
    static func title(_ entry: WatchlistEntryDetails) -> String {
        entry.title + (entry.year.map { " (\($0))" } ?? "")
    }

    /// `popcorn movie 550`, `popcorn tv 1396`.
    static func command(_ entry: WatchlistEntryDetails) -> String {
        "popcorn \(entry.kind.rawValue) \(entry.id)"
    }
}
