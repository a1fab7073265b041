import Foundation

/// The watchlist as `popcorn watchlist list` shows it: every entry of the kind asked for, in the
/// order asked for, as one page of the list document every list command prints under `--json`.
public struct WatchlistDetails: Codable, Equatable, Sendable {
    /// Always 1: the watchlist is one page.
    public let page: Int
    /// Always 1.
    public let totalPages: Int
    public let totalResults: Int
    public let results: [WatchlistEntryDetails]

    /// How many of the ``results`` were marked watched (not part of the list document).
    public var watchedCount: Int { results.filter(\.isWatched).count }

    public init(results: [WatchlistEntryDetails]) {
        page = 1
        totalPages = 1
        totalResults = results.count
        self.results = results
    }
}
