import CoreDomain
import Foundation

/// The searches a person ran: user data that no cache command ever deletes.
///
/// Failures are ``CoreDomain/DataAccessError/storage(_:)`` with a sentence saying which file and why.
public protocol MediaSearchHistoryRepository: Sendable {
    /// Records a search; an earlier entry for the same search (same ``MediaSearchHistoryEntry/key``
    /// and kind) is replaced, so the newest wins.
    func record(_ entry: MediaSearchHistoryEntry) async throws(DataAccessError)

    /// Up to `limit` entries, the most recent first.
    func entries(limit: Int) async throws(DataAccessError) -> [MediaSearchHistoryEntry]

    /// Deletes every entry; returns how many there were.
    func clear() async throws(DataAccessError) -> Int
}
