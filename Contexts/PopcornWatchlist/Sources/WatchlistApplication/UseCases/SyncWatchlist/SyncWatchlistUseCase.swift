import Foundation

/// The watchlist as the sync with a TMDb account reads and changes it: each title (with its name),
/// and the titles to add and to take off, all at once.
public protocol SyncWatchlistUseCase: Sendable {
    /// Every title on the watchlist, oldest first; empty when there is no watchlist yet.
    func titles() async throws(WatchlistError) -> [WatchlistSyncTitle]

    /// Adds `adding` (those not there yet, added at `date`) and takes off `removing`, in one transaction.
    func apply(adding: [WatchlistSyncTitle], removing: [WatchlistSyncTitle], at date: Date)
        async throws(WatchlistError)
}
