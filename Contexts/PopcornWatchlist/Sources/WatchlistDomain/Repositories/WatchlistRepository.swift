import CoreDomain
import Foundation

/// The reader's watchlist, wherever it is kept: every change is one durable transaction, and a
/// failure (a full disk, a damaged file) leaves the watchlist as it was.
public protocol WatchlistRepository: Sendable {
    /// Every entry, in the order they were added (oldest first); empty when there is no watchlist
    /// yet (reading never creates one).
    func entries() async throws(DataAccessError) -> [WatchlistEntry]

    /// The entry of a title, or `nil` when it is not on the watchlist (reading never creates one).
    func entry(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry?

    /// Adds a title at `addedAt`; a title already there keeps its entry (date, watched, note) and
    /// is returned as it is. Returns the entry and whether it is new.
    func add(_ title: WatchlistTitle, at addedAt: Date) async throws(DataAccessError) -> (WatchlistEntry, isNew: Bool)

    /// Removes a title's entry; returns it, or `nil` when it was not there.
    func remove(_ id: WatchlistItemID) async throws(DataAccessError) -> WatchlistEntry?

    /// Marks a title watched at `date`, or to watch again with `nil`; returns the entry as it is
    /// now, or `nil` when the title is not on the watchlist.
    func setWatched(_ id: WatchlistItemID, at date: Date?) async throws(DataAccessError) -> WatchlistEntry?

    /// Sets (or, with `nil`, clears) a title's note; returns the entry as it is now, or `nil` when
    /// the title is not on the watchlist.
    func setNote(_ id: WatchlistItemID, to note: String?) async throws(DataAccessError) -> WatchlistEntry?

    /// Adds every entry that is not there yet, in one transaction: all of them or, on failure,
    /// none. Entries already there are left as they are.
    func importEntries(_ entries: [WatchlistEntry]) async throws(DataAccessError) -> WatchlistImportResult

    /// Adds each of `adding` that is not there yet and removes each of `removing`, in one transaction:
    /// all of them or, on failure, none. What the sync with a TMDb account brings here.
    func applySync(adding: [WatchlistEntry], removing: [WatchlistItemID]) async throws(DataAccessError)
}
