import CoreDomain
import Foundation
import SearchDomain

/// Where the search history is kept: the user-data file, never the cache.
public protocol MediaSearchHistoryLocalDataSource: Sendable {
    /// Inserts the entry, or moves the same search (same key and kind) to the entry's time and spelling.
    func record(_ entry: MediaSearchHistoryEntry) async throws(DataAccessError)

    /// Up to `limit` entries, the most recent first.
    func entries(limit: Int) async throws(DataAccessError) -> [MediaSearchHistoryEntry]

    /// Deletes every entry; returns how many there were.
    func deleteAll() async throws(DataAccessError) -> Int
}
