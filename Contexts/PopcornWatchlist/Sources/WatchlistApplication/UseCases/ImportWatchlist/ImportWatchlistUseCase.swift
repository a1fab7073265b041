import Foundation
import WatchlistDomain

/// Reads a watchlist file (our JSON or CSV export, a CSV with `tmdb_id` and `kind`, or Letterboxd's
/// watchlist export) into the reader's watchlist, all or nothing.
public protocol ImportWatchlistUseCase: Sendable {
    /// Imports every row of `text`. Titles already on the watchlist are left as they are, so
    /// importing the same file twice changes nothing. A row that names no title fails the whole
    /// import (`unresolvedImport`, nothing written) unless `skipUnresolved`; a file that cannot be
    /// read is `malformedImport` naming its line.
    func execute(_ text: String, skipUnresolved: Bool) async throws(WatchlistError) -> WatchlistImportReport
}
