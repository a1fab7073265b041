import CoreApplication
import Foundation
import WatchlistDomain

/// One import row after resolution: the entry to add (a title already on the watchlist stands as
/// it is), or why it names no title.
enum WatchlistImportResolution: Sendable {
    case entry(WatchlistEntry)
    case unresolved(UnresolvedImportRow)

    var entry: WatchlistEntry? {
        guard case .entry(let entry) = self else {
            return nil
        }
        return entry
    }

    var unresolved: UnresolvedImportRow? {
        guard case .unresolved(let row) = self else {
            return nil
        }
        return row
    }
}
